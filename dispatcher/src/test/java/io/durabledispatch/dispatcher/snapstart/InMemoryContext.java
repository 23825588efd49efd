package io.durabledispatch.dispatcher.snapstart;

import java.util.ArrayList;
import java.util.List;
import org.crac.CheckpointException;
import org.crac.Context;
import org.crac.Resource;
import org.crac.RestoreException;

/** A CRaC context that keeps its resources and notifies them the way Lambda does (before: reverse order). */
final class InMemoryContext extends Context<Resource> {
    final List<Resource> resources = new ArrayList<>();

    @Override
    public void register(Resource resource) {
        resources.add(resource);
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) throws CheckpointException {
        for (int i = resources.size() - 1; i >= 0; i--) {
            try {
                resources.get(i).beforeCheckpoint(this);
            } catch (Exception e) {
                CheckpointException failed = new CheckpointException();
                failed.addSuppressed(e);
                throw failed;
            }
        }
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) throws RestoreException {
        for (Resource resource : resources) {
            try {
                resource.afterRestore(this);
            } catch (Exception e) {
                RestoreException failed = new RestoreException();
                failed.addSuppressed(e);
                throw failed;
            }
        }
    }
}
