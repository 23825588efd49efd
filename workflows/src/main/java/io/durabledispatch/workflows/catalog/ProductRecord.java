package io.durabledispatch.workflows.catalog;

/** A registered product; unique per (tenant, sku). */
public record ProductRecord(String tenantId, String sku, String title, String category) {}
