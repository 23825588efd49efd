/**
 * An EventBridge bus on 127.0.0.1 for the real {@code EventBridgeClient}: PutEvents wraps each entry in the
 * envelope EventBridge delivers, rules match it with AWS's own pattern engine (event-ruler), and a matching event
 * is sent to the rule's SQS targets.
 */
package io.durabledispatch.emulators.events;
