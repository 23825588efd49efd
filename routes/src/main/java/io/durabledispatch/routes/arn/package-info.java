/** ARN and name arithmetic for the engines routes target, written once for the dispatcher, local stack and CDK. */
package io.durabledispatch.routes.arn;
