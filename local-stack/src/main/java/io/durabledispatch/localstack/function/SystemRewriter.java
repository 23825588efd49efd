package io.durabledispatch.localstack.function;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Points a class file's calls to {@code System.getenv} and its reads of {@code System.out} and {@code System.err}
 * at another class with the same static methods and fields. Only the constant pool changes: each {@code Methodref}
 * to {@code java/lang/System.getenv} and each {@code Fieldref} to {@code java/lang/System.out} or {@code .err}
 * gets a new class entry (appended at the end of the pool), so code, stack maps and every other index stay
 * valid. Method references ({@code System::getenv}, {@code System.out::println}) go through the same entries and
 * are redirected too. A class the rewriter does not understand (an unknown constant tag, a full pool) is returned
 * unchanged.
 */
final class SystemRewriter {
    private static final int UTF8 = 1;
    private static final int CLASS = 7;
    private static final int FIELDREF = 9;
    private static final int METHODREF = 10;
    private static final int NAME_AND_TYPE = 12;
    private static final int MAGIC = 0xCAFEBABE;

    private SystemRewriter() {}

    static byte[] rewrite(byte[] classFile, String targetInternalName) {
        if (classFile.length < 10 || readInt(classFile, 0) != MAGIC) return classFile;
        int count = u2(classFile, 8);
        int[] offsets = new int[count];
        int end = indexPool(classFile, count, offsets);
        if (end < 0 || count + 2 > 0xFFFF) return classFile;
        List<Integer> references = systemReferences(classFile, count, offsets);
        if (references.isEmpty()) return classFile;
        byte[] pool = java.util.Arrays.copyOfRange(classFile, 0, end);
        for (int reference : references) writeU2(pool, offsets[reference] + 1, count); // class_index → the new entry
        writeU2(pool, 8, count + 2);
        ByteArrayOutputStream out = new ByteArrayOutputStream(classFile.length + targetInternalName.length() + 8);
        out.writeBytes(pool);
        out.write(CLASS); // index count: the target class, named by the UTF-8 entry that follows
        out.write((count + 1) >> 8);
        out.write(count + 1);
        byte[] name = targetInternalName.getBytes(StandardCharsets.UTF_8);
        out.write(UTF8);
        out.write(name.length >> 8);
        out.write(name.length);
        out.writeBytes(name);
        out.write(classFile, end, classFile.length - end);
        return out.toByteArray();
    }

    /** Fills {@code offsets} with each entry's position; returns where the pool ends, or -1 if unparseable. */
    private static int indexPool(byte[] c, int count, int[] offsets) {
        int pos = 10;
        for (int i = 1; i < count; i++) {
            if (pos >= c.length) return -1;
            offsets[i] = pos;
            int tag = c[pos] & 0xFF;
            switch (tag) {
                case UTF8 -> pos += 3 + u2(c, pos + 1);
                case 3, 4 -> pos += 5; // Integer, Float
                case 5, 6 -> { // Long, Double take two slots
                    pos += 9;
                    i++;
                }
                case CLASS, 8, 16, 19, 20 -> pos += 3; // Class, String, MethodType, Module, Package
                case FIELDREF, METHODREF, 11, NAME_AND_TYPE, 17, 18 -> pos += 5;
                case 15 -> pos += 4; // MethodHandle
                default -> {
                    return -1;
                }
            }
        }
        return pos;
    }

    /** The {@code Methodref}s to {@code System.getenv} and the {@code Fieldref}s to {@code System.out/err}. */
    private static List<Integer> systemReferences(byte[] c, int count, int[] offsets) {
        List<Integer> found = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int at = offsets[i];
            if (at == 0) continue;
            int tag = c[at] & 0xFF;
            if (tag != METHODREF && tag != FIELDREF) continue;
            int classEntry = offsets[u2(c, at + 1)];
            int nameAndType = offsets[u2(c, at + 3)];
            if ((c[classEntry] & 0xFF) != CLASS || (c[nameAndType] & 0xFF) != NAME_AND_TYPE) continue;
            if (!utf8Equals(c, offsets[u2(c, classEntry + 1)], "java/lang/System")) continue;
            int name = offsets[u2(c, nameAndType + 1)];
            boolean redirected = tag == METHODREF
                    ? utf8Equals(c, name, "getenv")
                    : utf8Equals(c, name, "out") || utf8Equals(c, name, "err");
            if (redirected) found.add(i);
        }
        return found;
    }

    private static boolean utf8Equals(byte[] c, int at, String expected) {
        if ((c[at] & 0xFF) != UTF8) return false;
        int length = u2(c, at + 1);
        byte[] bytes = expected.getBytes(StandardCharsets.UTF_8);
        if (length != bytes.length) return false;
        for (int i = 0; i < length; i++) if (c[at + 3 + i] != bytes[i]) return false;
        return true;
    }

    private static int u2(byte[] c, int at) {
        return ((c[at] & 0xFF) << 8) | (c[at + 1] & 0xFF);
    }

    private static int readInt(byte[] c, int at) {
        return (u2(c, at) << 16) | u2(c, at + 2);
    }

    private static void writeU2(byte[] c, int at, int value) {
        c[at] = (byte) (value >> 8);
        c[at + 1] = (byte) value;
    }
}
