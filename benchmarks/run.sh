#!/usr/bin/env bash
# One command per measurement of docs/benchmarks.md (each study is a page under docs/benchmarks/). Run from the repository root:
#   benchmarks/run.sh build | machine | cpu | cpu-time | profile | throughput | calls | coldstart | coldstart-cds | e2e |
#                     e2e-pair | e2e-scale | jfr-top | retry-mode | http-clients | coldstart-priming | soak |
#                     first-execution | http-door | kinesis-door | all
# Results go to stdout and to benchmarks/target/results/<name>.md.
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=benchmarks/target/benchmarks.jar
LAMBDA_JAR=dispatcher/target/dispatcher-0.1.0-SNAPSHOT-lambda.jar
OUT=benchmarks/target/results
mkdir -p "$OUT"

# One demo run with the launcher's JVM flags under /usr/bin/time -v, uptime before and after; prints one table row
# and appends "side wall events/s cpu cpu/event rss" to a TSV. events/s is N / wall (JVM start and report
# included); "to quiet" is N over the time from the first send to the first progress line that shows every event
# handled and nothing running, or to a second after the last line (lines come every second, so it is a lower bound
# within a second; "—" for a jar that prints no progress).
e2e_header() {
  echo "| side | round | load (start → end) | wall s | events/s | to quiet: events/s | CPU s (user + sys) | CPU/event ms | peak RSS MB | exit |" | tee "$1"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|" | tee -a "$1"
}
e2e_run() { # JAR N TAG SIDE ROUND EXTRA_FLAGS TSV
  local jar="$1" n="$2" tag="$3" side="$4" round="$5" extra="$6" runs="$7" load quiet progress
  progress=""  # a progress line every second where the jar has them, for the "to quiet" rate
  if java -jar "$jar" demo --help 2>&1 | grep -- --progress-every > /dev/null; then progress="--progress-every PT1S"; fi
  uptime > "$tag-load.txt"
  /usr/bin/time -v java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC $extra -jar "$jar" demo --events "$n" \
    --timeout PT10M $progress > "$tag.txt" 2> "$tag-time.txt" || true
  uptime >> "$tag-load.txt"
  load="$(awk '{print $(NF-2)}' "$tag-load.txt" | tr -d ',' | paste -sd' ' | sed 's/ / → /')"
  quiet="$(awk -v n="$n" '$2 == "s" && $3 == "sent" {last=$1; if ($6 == n && $(NF-1) == 0) {done=$1; exit}}
    END {if (done) printf "%.0f", n / done; else if (last) printf "%.0f", n / (last + 1)}' "$tag.txt")"
  awk -F': ' -v side="$side" -v round="$round" -v n="$n" -v load="$load" -v quiet="${quiet:-—}" -v runs="$runs" '
    /User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {rss=$2} /Exit status/ {ex=$2}
    /Elapsed \(wall clock\)/ {k=split($NF, t, ":"); w=0; for (i=1; i<=k; i++) w=w*60+t[i]}
    END {cpu=u+s; printf "| %s | %s | %s | %.1f | %.0f | %s | %.1f | %.2f | %.0f | %s |\n", side, round, load, w, n/w,
           quiet, cpu, 1000*cpu/n, rss/1024, ex
         printf "%s\t%.3f\t%.3f\t%.3f\t%.3f\t%s\n", side, w, n/w, cpu, 1000*cpu/n, rss/1024 >> runs}' "$tag-time.txt"
}
e2e_medians() { # TSV from e2e_run with sides "before" and "after"
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
        printf "| %s | %.2f | %.2f | %.2f |\n", name[c-1], b, a, (b ? a/b : 0)} }' "$1"
}

# Seconds since $1 (a date +%s.%N reading), one decimal.
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}'; }
first_execution() {
  local dir repo t0 t up_log
  dir="$(mktemp -d)"; repo="$dir/repo"; git clone -q . "$repo"; up_log="$dir/up.log"
  echo "| step | seconds |"; echo "|---|---:|"
  t0=$(date +%s.%N); (cd "$repo" && ./mvnw -B -q -DskipTests package) > "$dir/build.log" 2>&1
  echo "| build (./mvnw -q -DskipTests package) | $(since "$t0") |"
  t=$(date +%s.%N); (cd "$repo" && npm ci --no-audit --no-fund) > "$dir/npm.log" 2>&1
  echo "| npm ci (CDK CLI, dynalite) | $(since "$t") |"
  t=$(date +%s.%N); (cd "$repo" && CDK_DISABLE_VERSION_CHECK=1 npx cdk synth --no-notices -q) > "$dir/synth.log" 2>&1
  echo "| cdk synth | $(since "$t") |"
  t=$(date +%s.%N); (cd "$repo" && exec ./durable-dispatch up --app cdk.out) > "$up_log" 2>&1 &
  local up=$!
  until grep -q "Ctrl-C" "$up_log" 2>/dev/null; do kill -0 "$up" 2>/dev/null || { cat "$up_log"; return 1; }; sleep 0.2; done
  echo "| up --app cdk.out, to its banner | $(since "$t") |"
  t=$(date +%s.%N)
  echo '{"type":"points.earned","tenant_id":"acme","member_id":"M-1","activity_id":"FIRST-1","points":5}' \
    | (cd "$repo" && ./durable-dispatch send) > /dev/null
  until (cd "$repo" && ./durable-dispatch executions --status SUCCEEDED 2>/dev/null) | grep -q "FIRST-1"; do sleep 0.2; done
  echo "| first send to its execution SUCCEEDED | $(since "$t") |"
  echo "| **clean clone to first execution** | **$(since "$t0")** |"
  kill "$up"; wait "$up" 2>/dev/null || true; rm -rf "$dir"
}

case "${1:-help}" in
  build)      # the benchmark jar and the deployable dispatcher jar (no install, siblings built from source)
    ./mvnw -B -q -P benchmarks -pl benchmarks -am package -DskipTests ;;
  machine)    # what the numbers were measured on
    { echo "nproc: $(nproc)"; free -h; java -version 2>&1; echo "load: $(uptime)"; } | tee -a "$OUT/machine.txt" ;;
  cpu)        # CPU per record (JMH): planner vs Jackson parse vs SHA-256, 200 B / 1 KB / 16 KB
    java -jar "$JAR" PlannerBenchmark -f 1 -wi 8 -w 1s -i 8 -r 1s -rf json -rff "$OUT/cpu.json" | tee "$OUT/cpu.txt"
    java -cp "$JAR" io.durabledispatch.benchmarks.cpu.JmhSummary "$OUT/cpu.json" | tee "$OUT/cpu.md" ;;
  cpu-time)   # CPU per record: the same four operations in thread CPU time, interleaved round by round (robust to a busy machine)
    java -cp "$JAR" io.durabledispatch.benchmarks.cpu.CpuTimeMain | tee "$OUT/cpu-time.md" ;;
  profile)    # where the planner's time goes at 1 KB (JMH stack sampling and allocation)
    java -jar "$JAR" 'PlannerBenchmark.dispatcherPlan' -p bodyBytes=1024 -f 1 -wi 8 -w 1s -i 8 -r 1s \
      -prof 'stack:lines=2;top=25' -prof gc | tee "$OUT/profile.txt" ;;
  throughput) # batch throughput through the real handler; shift args: --target=emulator|in_memory ...
    shift; java -Xmx2g -cp "$JAR" io.durabledispatch.benchmarks.throughput.ThroughputMain "$@" \
      | tee "$OUT/throughput-$(date +%H%M%S).md" ;;
  calls)      # calls per record: requests per record, counted at the local services
    java -cp "$JAR" io.durabledispatch.benchmarks.calls.CallsPerRecordMain | tee "$OUT/calls.md" ;;
  coldstart)  # cold start of the deployable jar with Lambda-like JVM flags
    shift; java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" "$@" \
      | tee "$OUT/coldstart.md" ;;
  coldstart-cds) # cold start with an application class-data archive (AppCDS) recorded by one earlier run
    FLAGS="-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -Xshare:auto -XX:+UseSerialGC -Xmx256m"
    JSA="$PWD/$OUT/dispatcher.jsa"; rm -f "$JSA"
    java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" --runs=1 \
      --flags="$FLAGS -XX:ArchiveClassesAtExit=$JSA" > /dev/null
    java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" \
      --flags="$FLAGS -XX:SharedArchiveFile=$JSA" | tee "$OUT/coldstart-cds.md" ;;
  e2e)        # end to end: the local demo workload, one run: e2e N [EXTRA_JVM_FLAGS] (this tree's jar or AFTER_JAR)
    shift; COUNT="${1:-10000}"; EXTRA="${2:-}"
    e2e_header "$OUT/e2e-$COUNT.md"
    e2e_run "${AFTER_JAR:-local-cli/target/local-cli-0.1.0-SNAPSHOT-all.jar}" "$COUNT" "$OUT/e2e-$COUNT" after 1 "$EXTRA" \
      "$OUT/e2e-$COUNT.tsv" | tee -a "$OUT/e2e-$COUNT.md" ;;
  e2e-pair)   # end to end: before vs after, interleaved: e2e-pair BEFORE_JAR N ROUNDS [EXTRA_JVM_FLAGS]
    # "after" is this tree's jar unless AFTER_JAR names another. Then the medians per side and the after/before
    # ratios of the medians (CPU per event is the figure a busy machine distorts least).
    shift; BEFORE="$1"; COUNT="$2"; ROUNDS="${3:-3}"; EXTRA="${4:-}"
    AFTER="${AFTER_JAR:-local-cli/target/local-cli-0.1.0-SNAPSHOT-all.jar}"
    RUNS="$OUT/e2e-pair-$COUNT.tsv"; : > "$RUNS"; e2e_header "$OUT/e2e-pair-$COUNT.md"
    for round in $(seq 1 "$ROUNDS"); do
      for side in before after; do
        jar="$AFTER"; [[ "$side" == before ]] && jar="$BEFORE"
        e2e_run "$jar" "$COUNT" "$OUT/e2e-pair-$COUNT-$side-$round" "$side" "$round" "$EXTRA" "$RUNS" \
          | tee -a "$OUT/e2e-pair-$COUNT.md"
      done
    done
    e2e_medians "$RUNS" | tee -a "$OUT/e2e-pair-$COUNT.md" ;;
  e2e-scale)  # end to end: CPU per event at N vs at 10,000, same jar, each with JFR: 10,000, then N, then 10,000 again
    shift; COUNT="${1:-100000}"; JAR="${AFTER_JAR:-local-cli/target/local-cli-0.1.0-SNAPSHOT-all.jar}"
    RUNS="$OUT/e2e-scale.tsv"; : > "$RUNS"; e2e_header "$OUT/e2e-scale.md"
    for step in 10000:1 "$COUNT":1 10000:2; do
      n="${step%:*}"; tag="$OUT/e2e-scale-$n-${step#*:}"
      e2e_run "$JAR" "$n" "$tag" "$n" "${step#*:}" "-XX:StartFlightRecording=filename=$PWD/$tag.jfr,settings=profile" \
        "$RUNS" | tee -a "$OUT/e2e-scale.md"
    done ;;
  jfr-top)    # end to end: a JFR recording's top frames: jfr-top FILE.jfr [N] (self, project frames inclusive, threads)
    shift; jfr print --events jdk.ExecutionSample --stack-depth 64 "$1" | python3 -c '
import collections, re, sys
n = int(sys.argv[1]); own, incl, threads = collections.Counter(), collections.Counter(), collections.Counter()
samples, stack, thread = 0, [], ""
def flush():
    global samples
    if not stack: return
    samples += 1; own[stack[0]] += 1; threads[re.sub(r"[-0-9]*$", "", thread)] += 1
    for frame in set(stack):
        if "io.durabledispatch" in frame: incl[frame] += 1
for line in sys.stdin:
    if line.startswith("jdk.ExecutionSample"): flush(); stack, thread = [], ""
    t = re.search(r"sampledThread = \"([^\"]*)", line)
    if t: thread = t.group(1)
    m = re.match(r"\s+([\w$.<>]+\.[\w$<>]+)\(", line)
    if m: stack.append(m.group(1))
flush()
print("samples", samples)
for title, counts in (("self", own), ("project, inclusive", incl), ("thread", threads)):
    print("--", title)
    for frame, c in counts.most_common(n): print(f"{100 * c / samples:5.1f}%  {frame}")
' "${2:-15}" ;;
  retry-mode) # SDK retry mode against the Lambda emulator's Invoke quota (shift args: --quota=50 --seconds=20 ...)
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.quota.RetryModeMain "$@" \
      | grep -v '^{' | tee "$OUT/retry-mode-$(date +%H%M%S).md" ;;
  http-clients) # HTTP clients: the start call on url-connection, Apache 5, CRT (sync, async), Netty: CPU, throughput, cold start
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.http.HttpClientMain "$@" 2>/dev/null \
      | grep -v '^{' | tee "$OUT/http-clients-$(date +%H%M%S).md" ;;
  http-door)  # the HTTP door against the SQS door, one run: request → 202 latency, requests/s, CPU per request vs per record
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.door.HttpDoorMain "$@" 2>/dev/null \
      | tee "$OUT/http-door-$(date +%H%M%S).md" ;;
  kinesis-door) # the stream door against the SQS door, one run: records/s, door CPU per record (Kinesis vs SQS)
    shift; java -Xmx1g -cp "$JAR" io.durabledispatch.benchmarks.door.KinesisDoorMain "$@" 2>/dev/null \
      | tee "$OUT/kinesis-door-$(date +%H%M%S).md" ;;
  coldstart-priming) # SnapStart priming: cold start without and with the SnapStart priming hook, alternated
    shift; java -cp "$JAR" io.durabledispatch.benchmarks.coldstart.ColdStartMain --jar="$LAMBDA_JAR" --prime=compare "$@" \
      | tee "$OUT/coldstart-priming.md" ;;
  soak)       # soak: integration-tests' soak: 3 × the Invoke quota for minutes (shift args: -Dsoak.quota=20 -Dsoak.seconds=180)
    shift; ./mvnw -B -P soak -pl integration-tests -am verify -Dtest=SoakTest -Dsurefire.failIfNoSpecifiedTests=false \
      -DskipITs "$@" | grep -a 'LEDGER soak\|Tests run:\|BUILD' | tee "$OUT/soak-$(date +%H%M%S).txt" ;;
  first-execution)  # a clean clone to the first execution of an app's function: build, npm ci, synth, up, first send
    # The app is the project's own (infra/), standing for a team's; Maven's cache is warm, npm's download cache too.
    first_execution | tee "$OUT/first-execution.md" ;;
  all)        # everything above in one sitting, machine description before and after
    "$0" machine; "$0" cpu; "$0" cpu-time; "$0" profile; "$0" throughput --target=in_memory
    "$0" throughput --target=emulator --latencies=0,20 --batches=100,1000,10000 --concurrency=1,16,64,128
    "$0" calls; "$0" coldstart; "$0" coldstart-cds; "$0" e2e 2000; "$0" machine ;;
  *) sed -n 2,4p "$0"; exit 1 ;;
esac
