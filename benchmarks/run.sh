#!/usr/bin/env bash
# One command per measurement of docs/benchmarks.md. Run from the repository root:
#   benchmarks/run.sh build | machine | cpu | cpu-time | profile | throughput | calls | coldstart | coldstart-cds | e2e |
#                     e2e-pair | retry-mode | http-clients | coldstart-priming | soak | all
# Results go to stdout and to benchmarks/target/results/<name>.md.
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=benchmarks/target/benchmarks.jar
LAMBDA_JAR=dispatcher/target/dispatcher-0.1.0-SNAPSHOT-lambda.jar
OUT=benchmarks/target/results
mkdir -p "$OUT"

case "${1:-help}" in
  build)      # the benchmark jar and the deployable dispatcher jar (no install, siblings built from source)
    ./mvnw -B -q -P benchmarks -pl benchmarks -am package -DskipTests ;;
  machine)    # what the numbers were measured on
    { echo "nproc: $(nproc)"; free -h; java -version 2>&1; echo "load: $(uptime)"; } | tee -a "$OUT/machine.txt" ;;
  cpu)        # 1. CPU per record (JMH): planner vs Jackson parse vs SHA-256, 200 B / 1 KB / 16 KB
    java -jar "$JAR" PlannerBenchmark -f 1 -wi 8 -w 1s -i 8 -r 1s -rf json -rff "$OUT/cpu.json" | tee "$OUT/cpu.txt"
    java -cp "$JAR" io.durabledispatch.benchmarks.cpu.JmhSummary "$OUT/cpu.json" | tee "$OUT/cpu.md" ;;
  cpu-time)   # 1c. the same four operations in thread CPU time, interleaved round by round (robust to a busy machine)
    java -cp "$JAR" io.durabledispatch.benchmarks.cpu.CpuTimeMain | tee "$OUT/cpu-time.md" ;;
  profile)    # where the planner's time goes at 1 KB (JMH stack sampling and allocation)
    java -jar "$JAR" 'PlannerBenchmark.dispatcherPlan' -p bodyBytes=1024 -f 1 -wi 8 -w 1s -i 8 -r 1s \
      -prof 'stack:lines=2;top=25' -prof gc | tee "$OUT/profile.txt" ;;
  throughput) # 2. batch throughput through the real handler; shift args: --target=emulator|in_memory ...
    shift; java -Xmx2g -cp "$JAR" io.durabledispatch.benchmarks.throughput.ThroughputMain "$@" \
      | tee "$OUT/throughput-$(date +%H%M%S).md" ;;
  calls)      # 4. requests per record, counted at the local services
    java -cp "$JAR" io.durabledispatch.benchmarks.calls.CallsPerRecordMain | tee "$OUT/calls.md" ;;
  coldstart)  # 3. cold start of the deployable jar with Lambda-like JVM flags
    shift; java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" "$@" \
      | tee "$OUT/coldstart.md" ;;
  coldstart-cds) # 3b. the same with an application class-data archive (AppCDS) recorded by one earlier run
    FLAGS="-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -Xshare:auto -XX:+UseSerialGC -Xmx256m"
    JSA="$PWD/$OUT/dispatcher.jsa"; rm -f "$JSA"
    java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" --runs=1 \
      --flags="$FLAGS -XX:ArchiveClassesAtExit=$JSA" > /dev/null
    java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" \
      --flags="$FLAGS -XX:SharedArchiveFile=$JSA" | tee "$OUT/coldstart-cds.md" ;;
  e2e)        # 5. the local demo workload end to end: events/s and peak RSS (shift args: event count)
    shift; COUNT="${1:-10000}"
    /usr/bin/time -v java -jar local/target/local-0.1.0-SNAPSHOT-all.jar demo --events "$COUNT" --timeout PT40M \
      2> >(tee "$OUT/e2e-$COUNT-time.txt" >&2) | tee "$OUT/e2e-$COUNT.txt" ;;
  e2e-pair)   # 5b. before vs after, interleaved: e2e-pair BEFORE_JAR N ROUNDS [EXTRA_JVM_FLAGS] (this tree's jar is "after")
    shift; BEFORE="$1"; COUNT="$2"; ROUNDS="${3:-3}"; EXTRA="${4:-}"
    AFTER=local/target/local-0.1.0-SNAPSHOT-all.jar
    for round in $(seq 1 "$ROUNDS"); do
      for side in before after; do
        jar="$AFTER"; [[ "$side" == before ]] && jar="$BEFORE"
        tag="$OUT/e2e-pair-$COUNT-$side-$round"
        uptime > "$tag-load.txt"
        /usr/bin/time -v java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC $EXTRA -jar "$jar" demo --events "$COUNT" \
          --timeout PT40M > "$tag.txt" 2> "$tag-time.txt" || true
        uptime >> "$tag-load.txt"
        printf '%s %s round %s: %s wall, %s user, %s sys, %s KB peak RSS, exit %s, load %s\n' "$COUNT" "$side" \
          "$round" "$(grep -o 'Elapsed.*: .*' "$tag-time.txt" | sed 's/.*: //')" \
          "$(grep 'User time' "$tag-time.txt" | sed 's/.*: //')" "$(grep 'System time' "$tag-time.txt" | sed 's/.*: //')" \
          "$(grep 'Maximum resident' "$tag-time.txt" | sed 's/.*: //')" "$(grep 'Exit status' "$tag-time.txt" | sed 's/.*: //')" \
          "$(awk '{print $(NF-2)}' "$tag-load.txt" | tr -d ',' | paste -sd/)" | tee -a "$OUT/e2e-pair-$COUNT.md"
      done
    done ;;
  retry-mode) # 6. SDK retry mode against the Lambda emulator's Invoke quota (shift args: --quota=50 --seconds=20 ...)
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.quota.RetryModeMain "$@" \
      | grep -v '^{' | tee "$OUT/retry-mode-$(date +%H%M%S).md" ;;
  http-clients) # 7. the start call on url-connection, Apache 5, CRT (sync, async), Netty: CPU, throughput, cold start
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.http.HttpClientMain "$@" 2>/dev/null \
      | grep -v '^{' | tee "$OUT/http-clients-$(date +%H%M%S).md" ;;
  coldstart-priming) # 3d. cold start without and with the SnapStart priming hook, alternated
    shift; java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" --prime=compare "$@" \
      | tee "$OUT/coldstart-priming.md" ;;
  soak)       # 8. integration-tests' soak: 3 × the Invoke quota for minutes (shift args: -Dsoak.quota=20 -Dsoak.seconds=180)
    shift; ./mvnw -B -P soak -pl integration-tests -am verify -Dtest=SoakTest -Dsurefire.failIfNoSpecifiedTests=false \
      -DskipITs "$@" | grep -a 'LEDGER soak\|Tests run:\|BUILD' | tee "$OUT/soak-$(date +%H%M%S).txt" ;;
  all)        # everything above in one sitting, machine description before and after
    "$0" machine; "$0" cpu; "$0" cpu-time; "$0" profile; "$0" throughput --target=in_memory
    "$0" throughput --target=emulator --latencies=0,20 --batches=100,1000,10000 --concurrency=1,16,64,128
    "$0" calls; "$0" coldstart; "$0" coldstart-cds; "$0" e2e 2000; "$0" machine ;;
  *) sed -n 2,4p "$0"; exit 1 ;;
esac
