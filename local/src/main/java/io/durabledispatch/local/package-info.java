/** The whole system on one machine: ElasticMQ, an event source mapping, Lambda and Step Functions emulators, and a CLI. */
package io.durabledispatch.local;
