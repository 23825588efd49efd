package io.durabledispatch.benchmarks.door;

/** CPU time spent on some work items, and its mean per item. */
record CpuReading(long nanos, long items) {
    double microsPerItem() {
        if (items == 0) throw new IllegalStateException("no items were measured");
        return nanos / 1e3 / items;
    }
}
