/** The route model: match, target, tenant and key fields with normalisers, input projection, conflict policy. */
package io.durabledispatch.routes;
