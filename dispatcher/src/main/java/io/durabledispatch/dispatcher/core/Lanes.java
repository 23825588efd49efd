package io.durabledispatch.dispatcher.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Splits a batch into independent lanes: one per FIFO message group (in order), one per other record. */
final class Lanes {
    private Lanes() {}

    record Entry(int index, InboundRecord record) {}

    /** @param ordered true for a FIFO group: later entries wait for, and stop at, earlier failures */
    record Lane(String group, boolean ordered, List<Entry> entries) {}

    static List<Lane> of(List<InboundRecord> records) {
        List<Lane> lanes = new ArrayList<>();
        Map<String, List<Entry>> groups = new LinkedHashMap<>();
        for (int i = 0; i < records.size(); i++) {
            InboundRecord record = records.get(i);
            Entry entry = new Entry(i, record);
            if (record.messageGroupId().isPresent()) {
                groups.computeIfAbsent(record.messageGroupId().get(), g -> new ArrayList<>())
                        .add(entry);
            } else {
                lanes.add(new Lane("", false, List.of(entry)));
            }
        }
        groups.forEach((group, entries) -> lanes.add(new Lane(group, true, entries)));
        return lanes;
    }
}
