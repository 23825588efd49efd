/** End-to-end suites that drive the system only through its external interfaces. */
package io.durabledispatch.it;
