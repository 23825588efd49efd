/** The stream door's parts: its bundled jar, its function, its event source and its alarm. */
package io.durabledispatch.construct.stream;
