/** The dispatcher: SQS batch in, one named durable start per record, partial batch response out. */
package io.durabledispatch.dispatcher;
