package io.durabledispatch.emulators.lambda;

import io.durabledispatch.durableservice.DurableExecutionService;
import io.durabledispatch.emulators.http.HttpRequest;
import io.durabledispatch.emulators.http.HttpResponse;
import io.durabledispatch.runtime.wire.DurableWireCodec;
import software.amazon.awssdk.services.lambda.model.ErrorObject;

/** SendDurableExecutionCallbackSuccess / Failure / Heartbeat; a completed callback makes its execution due. */
final class CallbackEndpoints {
    private final DurableExecutionService service;
    private final InvocationDriver driver;

    CallbackEndpoints(DurableExecutionService service, InvocationDriver driver) {
        this.service = service;
        this.driver = driver;
    }

    HttpResponse succeed(String callbackId, HttpRequest request) {
        service.succeedCallback(callbackId, request.bodyText());
        driver.kick();
        return HttpResponse.empty(200);
    }

    HttpResponse fail(String callbackId, HttpRequest request) {
        ErrorObject error = request.body().length == 0
                ? ErrorObject.builder().build()
                : DurableWireCodec.api().readError(request.body());
        service.failCallback(callbackId, error);
        driver.kick();
        return HttpResponse.empty(200);
    }

    HttpResponse heartbeat(String callbackId) {
        service.heartbeatCallback(callbackId);
        return HttpResponse.empty(200);
    }
}
