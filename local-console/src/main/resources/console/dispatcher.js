// Door activity: totals, a stacked bar chart in inline SVG, numbers per operation and per door, latest requests.
"use strict";

// The per-operation table: column key in /api/operations → heading.
const OPERATION_COLUMNS = [
  ["deliveries", "Deliveries"], ["newExecutions", "New executions"], ["duplicates", "Duplicates"],
  ["conflicts", "Conflicts"], ["invalid", "Invalid"], ["retried", "Retried"],
];

// The doors' names as their log lines spell them.
const DOORS = ["sqs", "http", "kinesis", "dynamodb"];

function dispatcherView() {
  const tenant = h("input", { id: "dispatcher-tenant", placeholder: "all tenants", size: 16 });
  const door = h("select", { id: "dispatcher-door" }, h("option", { value: "" }, "All doors"),
    DOORS.map((d) => h("option", { value: d }, d)));
  const perDoor = h("tbody", {});
  const stats = h("div", { className: "stats" });
  const operation = h("select", { id: "chart-operation" }, h("option", { value: "" }, "All operations"));
  const chart = h("div", { className: "chart" });
  const perOperation = h("tbody", {});
  const latest = h("tbody", {});
  let last = null;
  const cache = {};
  operation.addEventListener("change", () => last && chart.replaceChildren(...activityChart(last, operation.value)));
  tenant.addEventListener("input", refresh);
  door.addEventListener("change", refresh);
  const root = h("div", {},
    h("div", { className: "card" }, h("div", { className: "row" }, h("label", {}, "Tenant", tenant),
      h("label", {}, "Door", door),
      h("span", { className: "muted" }, "Every number below is of this tenant's requests through this door (blank: all)."))),
    stats,
    h("div", { className: "card" },
      h("div", { className: "head" }, h("h2", {}, "Requests per outcome, last five minutes (10 s buckets)"), operation),
      chart),
    h("div", { className: "card table-card" }, h("h2", {}, "Totals per operation"),
      h("p", { className: "muted" }, "Since the console started. Lambda answers a duplicate start like a new one ",
        "(ACCEPTED): new executions are counted in the engines, and accepted records beyond them are duplicates."),
      h("table", { id: "per-operation" },
        h("thead", {}, h("tr", {}, h("th", {}, "Operation"), OPERATION_COLUMNS.map(([, title]) => h("th", {}, title)))),
        perOperation)),
    h("div", { className: "card table-card" }, h("h2", {}, "Outcomes per door"),
      h("table", { id: "per-door" },
        h("thead", {}, h("tr", {}, h("th", {}, "Door"), OUTCOMES.map((o) => h("th", {}, o)))), perDoor)),
    h("div", { className: "card table-card" }, h("h2", {}, "Latest requests (repeats of one execution collapsed)"),
      h("table", { id: "latest" }, h("thead", {}, h("tr", {},
        ["Last seen", "Door", "Outcome", "Operation", "Execution", "Reason", "Count"].map((c) => h("th", {}, c)))),
        latest)));

  async function refreshActivity() {
    const params = {};
    if (tenant.value.trim()) params.tenant = tenant.value.trim();
    if (door.value) params.door = door.value;
    const query = Object.keys(params).length ? "?" + new URLSearchParams(params) : "";
    const [activity, numbers] = await Promise.all([api("/api/activity" + query), api("/api/operations" + query)]);
    if (unchanged(cache, [activity, numbers])) return;
    last = activity;
    const operations = operationsOf(activity.totals);
    for (const op of operations) {
      if (![...operation.options].some((o) => o.value === op)) operation.append(h("option", { value: op }, op));
    }
    stats.replaceChildren(...OUTCOMES.map((o) => h("div", { className: "stat lead l-" + o },
      h("b", { "data-outcome": o }, sum(activity.totals[o])), h("span", {}, o))));
    chart.replaceChildren(...activityChart(activity, operation.value));
    perOperation.replaceChildren(...(numbers.length ? numbers.map(operationNumbersRow)
      : [emptyRow(OPERATION_COLUMNS.length + 1, "The dispatcher has not handled a record since the console started.")]));
    const doors = Object.keys(activity.doors);
    perDoor.replaceChildren(...(doors.length ? doors.map((d) => doorRow(d, activity.doors[d]))
      : [emptyRow(OUTCOMES.length + 1, "No door has handled a request since the console started.")]));
    latest.replaceChildren(...(activity.latest.length ? activity.latest.map(latestRow)
      : [emptyRow(7, "No requests yet. Each request a door handles shows up here with its outcome and reason.")]));
  }
  return { root, refresh: refreshActivity };
}

function operationNumbersRow(row) {
  return h("tr", { "data-operation": row.operation }, h("td", {}, row.operation),
    OPERATION_COLUMNS.map(([key]) => h("td", { "data-column": key }, row[key])));
}

const sum = (perOperation) => Object.values(perOperation || {}).reduce((a, b) => a + b, 0);
function operationsOf(totals) {
  const all = new Set();
  Object.values(totals).forEach((perOp) => Object.keys(perOp).forEach((op) => all.add(op)));
  return [...all].sort();
}

function doorRow(door, counts) {
  return h("tr", { "data-door": door }, h("td", {}, door),
    OUTCOMES.map((o) => h("td", { "data-outcome": o }, counts[o] || 0)));
}

function latestRow(row) {
  const door = row.door + (row.httpStatus ? " " + row.httpStatus : "");
  const request = row.messageId ? "message " + row.messageId : "request " + row.requestId;
  return h("tr", { "data-door": row.door },
    h("td", {}, time(row.lastAt)), h("td", { className: "door" }, door), h("td", {}, badge(row.outcome, "o-")),
    h("td", {}, row.operation),
    h("td", { className: "mono" }, row.executionName || h("span", { className: "muted" }, request)),
    h("td", {}, row.reason || "—"),
    h("td", {}, row.count > 1 ? h("span", { className: "count", title: "first seen " + time(row.firstAt) }, "×" + row.count) : "1"));
}

/** A stacked bar chart as inline SVG: one bar per bucket, one colour per outcome. */
function activityChart(activity, operation) {
  const W = 900, H = 220, left = 34, bottom = 22, top = 8;
  const counts = activity.buckets.map((b) => OUTCOMES.map((o) => {
    const perOp = b.counts[o] || {};
    return operation ? (perOp[operation] || 0) : sum(perOp);
  }));
  const max = Math.max(1, ...counts.map((c) => c.reduce((a, b) => a + b, 0)));
  const slot = (W - left) / counts.length, bar = Math.max(2, slot - 4), scale = (H - bottom - top) / max;
  const parts = [
    svg("line", { class: "axis", x1: left, y1: H - bottom, x2: W, y2: H - bottom }),
    svg("text", { x: left - 6, y: top + 8, "text-anchor": "end" }, max),
    svg("text", { x: left - 6, y: H - bottom, "text-anchor": "end" }, 0),
  ];
  counts.forEach((stack, i) => {
    let y = H - bottom;
    const x = left + i * slot + 2;
    stack.forEach((n, k) => {
      if (!n) return;
      const height = n * scale;
      y -= height;
      parts.push(svg("rect", { x, y, width: bar, height, fill: OUTCOME_COLORS[OUTCOMES[k]] },
        svg("title", {}, OUTCOMES[k] + ": " + n + " at " + time(activity.buckets[i].start))));
    });
    if (i % 6 === 0) parts.push(svg("text", { x, y: H - 6 }, time(activity.buckets[i].start)));
  });
  const total = counts.flat().reduce((a, b) => a + b, 0);
  return [
    svg("svg", { viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none", role: "img",
      "aria-label": "records per outcome over time" }, parts),
    h("div", { className: "legend" }, OUTCOMES.map((o) => h("span", {}, h("i", { className: "o-" + o }), o)),
      total ? null : h("span", { className: "muted" }, "— nothing in the last five minutes")),
  ];
}
