#!/usr/bin/env bash
# One command per measurement of docs/benchmarks.md. Run from the repository root:
#   benchmarks/run.sh build | machine | cpu | cpu-time | profile | throughput | calls | coldstart | coldstart-cds | e2e |
#                     e2e-pair | retry-mode | all
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
  e2e-pair)   # 5b. before vs after, interleaved: e2e-pair BEFORE_JAR N ROUNDS [EXTRA_JVM_FLAGS]
    # "after" is this tree's jar unless AFTER_JAR names another. Each run: wall, CPU (user + sys), peak RSS,
    # events/s (N / wall) and CPU per event, with uptime's 1-minute load at its start and end; then the medians
    # per side and the after/before ratios of the medians (CPU per event is the figure a busy machine distorts least).
    shift; BEFORE="$1"; COUNT="$2"; ROUNDS="${3:-3}"; EXTRA="${4:-}"
    AFTER="${AFTER_JAR:-local/target/local-0.1.0-SNAPSHOT-all.jar}"
    RUNS="$OUT/e2e-pair-$COUNT.tsv"; : > "$RUNS"
    echo "| side | round | load (start → end) | wall s | events/s | CPU s (user + sys) | CPU/event ms | peak RSS MB | exit |" \
      | tee "$OUT/e2e-pair-$COUNT.md"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|" | tee -a "$OUT/e2e-pair-$COUNT.md"
    for round in $(seq 1 "$ROUNDS"); do
      for side in before after; do
        jar="$AFTER"; [[ "$side" == before ]] && jar="$BEFORE"
        tag="$OUT/e2e-pair-$COUNT-$side-$round"
        uptime > "$tag-load.txt"
        /usr/bin/time -v java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC $EXTRA -jar "$jar" demo --events "$COUNT" \
          --timeout PT40M > "$tag.txt" 2> "$tag-time.txt" || true
        uptime >> "$tag-load.txt"
        load="$(awk '{print $(NF-2)}' "$tag-load.txt" | tr -d ',' | paste -sd' ' | sed 's/ / → /')"
        awk -F': ' -v side="$side" -v round="$round" -v n="$COUNT" -v load="$load" -v runs="$RUNS" '
          /User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {rss=$2} /Exit status/ {ex=$2}
          /Elapsed \(wall clock\)/ {k=split($NF, t, ":"); w=0; for (i=1; i<=k; i++) w=w*60+t[i]}
          END {cpu=u+s; printf "| %s | %d | %s | %.1f | %.0f | %.1f | %.2f | %.0f | %s |\n", side, round, load, w, n/w, cpu,
                 1000*cpu/n, rss/1024, ex
               printf "%s\t%.3f\t%.3f\t%.3f\t%.3f\t%s\n", side, w, n/w, cpu, 1000*cpu/n, rss/1024 >> runs}' \
          "$tag-time.txt" | tee -a "$OUT/e2e-pair-$COUNT.md"
      done
    done
    awk -F'\t' '
      function median(side, col,   k, i, j, v, tmp) {
        k=0; for (i=1; i<=NR; i++) if (sd[i]==side) v[++k]=val[i, col]
        for (i=1; i<=k; i++) for (j=i+1; j<=k; j++) if (v[j] < v[i]) {tmp=v[i]; v[i]=v[j]; v[j]=tmp}
        return k % 2 ? v[(k+1)/2] : (v[k/2] + v[k/2+1]) / 2 }
      {sd[NR]=$1; for (c=2; c<=6; c++) val[NR, c]=$c}
      END {
        split("wall s,events/s,CPU s,CPU/event ms,peak RSS MB", name, ",")
        print ""; print "| median | before | after | after / before |"; print "|---|---:|---:|---:|"
        for (c=2; c<=6; c++) {b=median("before", c); a=median("after", c)
          printf "| %s | %.2f | %.2f | %.2f |\n", name[c-1], b, a, (b ? a/b : 0)} }' "$RUNS" \
      | tee -a "$OUT/e2e-pair-$COUNT.md" ;;
  retry-mode) # 6. SDK retry mode against the Lambda emulator's Invoke quota (shift args: --quota=50 --seconds=20 ...)
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.quota.RetryModeMain "$@" \
      | grep -v '^{' | tee "$OUT/retry-mode-$(date +%H%M%S).md" ;;
  all)        # everything above in one sitting, machine description before and after
    "$0" machine; "$0" cpu; "$0" cpu-time; "$0" profile; "$0" throughput --target=in_memory
    "$0" throughput --target=emulator --latencies=0,20 --batches=100,1000,10000 --concurrency=1,16,64,128
    "$0" calls; "$0" coldstart; "$0" coldstart-cds; "$0" e2e 2000; "$0" machine ;;
  *) sed -n 2,4p "$0"; exit 1 ;;
esac
