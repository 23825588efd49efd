package io.durabledispatch.benchmarks.door;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;

/** This JVM's CPU time (all threads, user and system) from a start, per item of work done since. */
record ProcessCpu(long startNanos) {
    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    static ProcessCpu start() {
        return new ProcessCpu(OS.getProcessCpuTime());
    }

    double microsPer(long items) {
        return new CpuReading(OS.getProcessCpuTime() - startNanos, items).microsPerItem();
    }
}
