package io.durabledispatch.workflows.catalog;

import io.durabledispatch.workflows.common.Money;

/** A product's price; unique per (tenant, sku, currency). */
public record PriceRecord(String tenantId, String sku, Money price) {}
