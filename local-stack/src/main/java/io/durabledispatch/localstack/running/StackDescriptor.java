package io.durabledispatch.localstack.running;

import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * What a running local stack serves, in local names, so that commands started later find it without flags.
 *
 * @param id the descriptor's file name without {@code .json}: the process id and the SQS port
 * @param pid the process that runs the stack; a descriptor whose process is gone is stale
 * @param dispatchers the functions with a {@code ROUTES} variable, in template order
 * @param httpApis the template's HTTP APIs, each with the URL it is served at
 */
public record StackDescriptor(
        String id,
        long pid,
        Endpoints endpoints,
        List<Dispatcher> dispatchers,
        List<Queue> queues,
        List<Function> functions,
        List<StateMachine> stateMachines,
        List<HttpApi> httpApis) {
    public StackDescriptor {
        dispatchers = List.copyOf(dispatchers);
        queues = List.copyOf(queues);
        functions = List.copyOf(functions);
        stateMachines = List.copyOf(stateMachines);
        httpApis = List.copyOf(httpApis);
    }

    /** A stack without HTTP APIs. */
    public StackDescriptor(
            String id,
            long pid,
            Endpoints endpoints,
            List<Dispatcher> dispatchers,
            List<Queue> queues,
            List<Function> functions,
            List<StateMachine> stateMachines) {
        this(id, pid, endpoints, dispatchers, queues, functions, stateMachines, List.of());
    }

    /** The descriptor id of the stack whose SQS listens on {@code sqsPort} in process {@code pid}. */
    public static String idOf(long pid, int sqsPort) {
        return pid + "-" + sqsPort;
    }

    /** The dispatcher the commands use: the first one. */
    public Optional<Dispatcher> dispatcher() {
        return dispatchers.stream().findFirst();
    }

    /** @param kinesis kinesalite's, when the template has Kinesis streams */
    public record Endpoints(
            URI sqs,
            URI lambda,
            URI stepFunctions,
            Optional<URI> console,
            Optional<URI> dynamoDb,
            Optional<URI> kinesis) {
        /** Endpoints of a stack without Kinesis streams. */
        public Endpoints(URI sqs, URI lambda, URI stepFunctions, Optional<URI> console, Optional<URI> dynamoDb) {
            this(sqs, lambda, stepFunctions, console, dynamoDb, Optional.empty());
        }
    }

    /**
     * One dispatcher function and its queues, as URLs of this stack.
     *
     * @param routes its {@code ROUTES} value with every reference resolved (a route document, or where to read one)
     * @param mainQueue the standard queue its event source mapping reads (else a FIFO one)
     * @param parkingQueue its {@code PARKING_QUEUE_URL}
     * @param deadLetterQueue the main queue's redrive target
     */
    public record Dispatcher(
            String function,
            String routes,
            Optional<String> mainQueue,
            Optional<String> parkingQueue,
            Optional<String> deadLetterQueue) {}

    /** @param roles {@code main}, {@code parking}, {@code dead-letter}, or none */
    public record Queue(String name, String url, boolean fifo, List<String> roles) {
        public Queue {
            roles = List.copyOf(roles);
        }
    }

    public record Function(String name, boolean durable, List<String> aliases) {
        public Function {
            aliases = List.copyOf(aliases);
        }
    }

    public record StateMachine(String name, String arn, String type) {}

    /** @param url where a client calls it: {@code http://127.0.0.1:<port>/}, with the stage when named */
    public record HttpApi(String id, String name, String url) {}
}
