/** Token-bucket API quotas for the local emulators: overload on one machine, answered like AWS answers it. */
package io.durabledispatch.emulators.quota;
