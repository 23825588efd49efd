/** catalog-workflow: a product and its price, each written once per (tenant, sku). */
package io.durabledispatch.workflows.catalog;
