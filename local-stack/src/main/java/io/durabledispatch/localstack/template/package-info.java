/**
 * Reads what {@code cdk synth} writes (a cloud assembly: {@code manifest.json}, the stack templates, the asset
 * folders) or a single CloudFormation template, and turns it into a {@link LocalTopology}: the functions, queues,
 * event source mappings and state machines the local stack can run, with every intrinsic function resolved
 * against local names. Plain Java and Jackson; nothing here starts anything.
 */
package io.durabledispatch.localstack.template;
