package io.durabledispatch.workflows.catalog;

/** A catalog whose price store is down until {@link #recover()}: a failure between the two steps. */
final class FailingPricesCatalog implements ProductCatalog {
    private final ProductCatalog delegate;
    private volatile boolean pricesDown = true;

    FailingPricesCatalog(ProductCatalog delegate) {
        this.delegate = delegate;
    }

    void recover() {
        pricesDown = false;
    }

    @Override
    public ProductRecord registerProduct(ProductRecord product) {
        return delegate.registerProduct(product);
    }

    @Override
    public PriceRecord registerPrice(PriceRecord price) {
        if (pricesDown) {
            throw new IllegalStateException("price store unavailable");
        }
        return delegate.registerPrice(price);
    }
}
