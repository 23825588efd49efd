package io.durabledispatch.localstack.app;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.concurrent.CountDownLatch;

/** A function that never answers (it waits for an interrupt): every invocation runs past its timeout. */
public final class Stuck implements RequestStreamHandler {
    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws InterruptedIOException {
        try {
            new CountDownLatch(1).await();
        } catch (InterruptedException cutShort) {
            throw new InterruptedIOException("stopped at the timeout");
        }
    }
}
