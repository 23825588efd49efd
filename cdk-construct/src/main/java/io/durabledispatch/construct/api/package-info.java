/**
 * The HTTP door's parts for {@link io.durabledispatch.construct.DurableDispatchApi}: its function and bundled jar,
 * the API's route keys, the access log and the alarms.
 *
 * <p>The API is a sibling construct rather than an option of {@link io.durabledispatch.construct.DurableDispatch}:
 * a team may want the HTTP door alone, the SQS door alone, or both on one route document, and each door has its own
 * props (an authorizer and access logs here, queues and a mapping there). Two constructs given the same routes say
 * that in code, keep each props class about one door, and let either be added or removed without touching the
 * other's resources.
 */
package io.durabledispatch.construct.api;
