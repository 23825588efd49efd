// durable-dispatch local console: plain DOM, no framework, nothing fetched but this console's own API.
// Each view builds its skeleton once and refreshes only its data parts every POLL_MS, so forms keep their input.
"use strict";

const POLL_MS = 2000;
const OUTCOMES = ["STARTED", "ACCEPTED", "DUPLICATE", "CONFLICT", "INVALID", "RETRYABLE"];
const OUTCOME_COLORS = {
  STARTED: "#1e7d45", ACCEPTED: "#0e7490", DUPLICATE: "#6941c6",
  CONFLICT: "#b54708", INVALID: "#b42318", RETRYABLE: "#c11574",
};
// A namespace name, not an address: nothing is fetched from it.
const SVG_NS = "http://www.w3.org/2000/svg";
const STATUSES = ["RUNNING", "SUCCEEDED", "FAILED", "TIMED_OUT", "STOPPED"];
const QUEUE_TITLES = {
  main: "Main queue", fifo: "Main queue (FIFO)", dlq: "Dead-letter queue", "fifo-dlq": "Dead-letter queue (FIFO)",
  parking: "Parking queue",
};

// ---- small helpers -------------------------------------------------------------------------------------

/** Builds an element; strings become text nodes, so data is never parsed as HTML. */
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "className") el.className = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs || {})) el.setAttribute(key, value);
  for (const child of children.flat()) el.append(child instanceof Node ? child : String(child));
  return el;
}

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new Error("cannot reach the console at " + location.host + " (is the local stack still running?)");
  }
  if (response.status === 204) return null;
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
  if (!response.ok) throw new Error((data && data.error) || ("HTTP " + response.status + " from " + path));
  return data;
}

const time = (ms) => ms == null ? "—" : new Date(ms).toLocaleTimeString([], { hour12: false });
const dateTime = (ms) => ms == null ? "—" : new Date(ms).toLocaleString([], { hour12: false });
function duration(ms) {
  if (ms == null) return "—";
  if (ms < 1000) return ms + " ms";
  const s = Math.round(ms / 1000);
  if (s < 60) return s + " s";
  if (s < 3600) return Math.floor(s / 60) + " min " + (s % 60) + " s";
  return Math.floor(s / 3600) + " h " + Math.floor((s % 3600) / 60) + " min";
}
/** Callback ids are long opaque tokens: show the start, keep the whole in the tooltip. */
const shortId = (id) => h("span", { className: "mono", title: id }, id.length > 16 ? id.slice(0, 16) + "…" : id);
const badge = (text, prefix) => h("span", { className: "badge " + prefix + text }, text);
const fieldName = (pointer) => pointer.replace(/^\//, "").replace(/\//g, ".");
function pretty(json) {
  if (json == null) return null;
  try { return JSON.stringify(JSON.parse(json), null, 2); } catch (e) { return json; }
}
/** Whether {@code data} equals what {@code cache} saw last; re-rendering only on change keeps clicks on target. */
function unchanged(cache, data) {
  const text = JSON.stringify(data);
  if (cache.last === text) return true;
  cache.last = text;
  return false;
}
function emptyRow(columns, text) {
  return h("tr", {}, h("td", { colspan: columns, className: "empty" }, text));
}

// ---- shell: navigation, polling, errors ----------------------------------------------------------------

const state = { view: null, timer: null };

function showError(message) {
  const banner = document.getElementById("error");
  banner.hidden = !message;
  banner.textContent = message || "";
  const live = document.getElementById("live");
  live.classList.toggle("offline", Boolean(message));
}

async function refresh() {
  const view = state.view;
  if (!view) return;
  try {
    await view.refresh();
    if (view !== state.view) return;
    showError(null);
    document.getElementById("live").textContent = "live · updated " + time(Date.now());
  } catch (e) {
    if (view !== state.view) return;
    showError(e.message);
    document.getElementById("live").textContent = "offline";
  }
}

function route() {
  const [, tab, ...rest] = (location.hash || "#/executions").split("/");
  const arg = rest.length ? decodeURIComponent(rest.join("/")) : null;
  const views = { executions: executionsView, execution: () => executionView(arg), dispatcher: dispatcherView, queues: queuesView };
  const make = views[tab] || executionsView;
  document.querySelectorAll("nav a").forEach((a) =>
    a.classList.toggle("active", a.dataset.tab === (tab === "execution" ? "executions" : tab)));
  state.view = make();
  const main = document.getElementById("view");
  main.replaceChildren(state.view.root);
  clearInterval(state.timer);
  refresh();
  state.timer = setInterval(refresh, POLL_MS);
}

window.addEventListener("hashchange", route);
window.addEventListener("DOMContentLoaded", route);

// ---- executions list and business-key lookup -----------------------------------------------------------

function executionsView() {
  const lookup = lookupCard();
  const status = h("select", { id: "filter-status" }, h("option", { value: "" }, "All"),
    STATUSES.map((s) => h("option", { value: s }, s)));
  const routeFilter = h("select", { id: "filter-route" }, h("option", { value: "" }, "All routes"));
  const name = h("input", { id: "filter-name", placeholder: "part of the name, e.g. A-1001", size: 28 });
  const body = h("tbody", {});
  const cache = {};
  [status, routeFilter].forEach((el) => el.addEventListener("change", refresh));
  name.addEventListener("input", refresh);
  const root = h("div", {},
    lookup.root,
    h("div", { className: "card" }, h("div", { className: "row" },
      h("label", {}, "Status", status), h("label", {}, "Route", routeFilter), h("label", {}, "Name", name))),
    h("div", { className: "card table-card" }, h("table", { id: "executions" },
      h("thead", {}, h("tr", {}, ["Status", "Name", "Route · operation", "Tenant", "Started", "Ended", "Duration"]
        .map((c) => h("th", {}, c)))),
      body)));

  async function refreshList() {
    await lookup.loadRoutes(routeFilter);
    const query = new URLSearchParams({ status: status.value, route: routeFilter.value, name: name.value });
    const rows = await api("/api/executions?" + query);
    if (unchanged(cache, [query.toString(), rows])) return;
    const filtered = status.value || routeFilter.value || name.value;
    body.replaceChildren(...(rows.length ? rows.map(executionRow) : [emptyRow(7, filtered
      ? "No execution matches these filters."
      : "No executions yet. Send events to the main queue (for example with the demo workload) and they appear here.")]));
  }
  return { root, refresh: refreshList };
}

function executionRow(row) {
  const open = () => { location.hash = "#/execution/" + encodeURIComponent(row.id); };
  return h("tr", { className: "link", onclick: open, "data-name": row.name },
    h("td", {}, badge(row.status, "s-")),
    h("td", { className: "mono" }, h("a", { href: "#/execution/" + encodeURIComponent(row.id) }, row.name)),
    h("td", {}, row.route ? row.route + " · " + row.operation : h("span", { className: "muted" }, row.target)),
    h("td", {}, row.tenant || "—"),
    h("td", {}, dateTime(row.startedAt)),
    h("td", {}, dateTime(row.endedAt)),
    h("td", {}, duration(row.durationMillis)));
}

function lookupCard() {
  const routeSelect = h("select", { id: "lookup-route" });
  const tenant = h("input", { id: "lookup-tenant", placeholder: "e.g. acme", size: 14 });
  const keys = h("span", { className: "row" });
  const result = h("div", { id: "lookup-result" });
  let routes = null;

  function renderKeys() {
    const selected = routes.find((r) => r.route === routeSelect.value);
    keys.replaceChildren(...selected.keyFields.map((field) =>
      h("label", {}, fieldName(field), h("input", { className: "lookup-key", "data-field": field, size: 16 }))));
  }
  async function find(event) {
    event.preventDefault();
    const query = new URLSearchParams({ route: routeSelect.value, tenant: tenant.value });
    keys.querySelectorAll("input").forEach((input) => query.append("key", input.value));
    try {
      const found = await api("/api/executions/lookup?" + query);
      result.replaceChildren(found.execution
        ? h("div", { className: "notice" }, "Found ", h("a", { className: "lookup-open mono",
            href: "#/execution/" + encodeURIComponent(found.execution.id) }, found.executionName), " ",
            badge(found.execution.status, "s-"))
        : h("div", { className: "notice miss" }, "No execution named ",
            h("span", { className: "mono" }, found.executionName),
            " yet. That is the name the dispatcher will use for this request."));
    } catch (e) {
      result.replaceChildren(h("div", { className: "notice miss" }, e.message));
    }
  }
  async function loadRoutes(routeFilter) {
    if (routes) return;
    routes = await api("/api/routes");
    routes.forEach((r) => {
      routeSelect.append(h("option", { value: r.route }, r.route));
      routeFilter.append(h("option", { value: r.route }, r.route));
    });
    routeSelect.addEventListener("change", renderKeys);
    renderKeys();
  }
  const root = h("form", { className: "card", id: "lookup", onsubmit: find },
    h("h2", {}, "Find by business key"),
    h("div", { className: "row" }, h("label", {}, "Route", routeSelect), h("label", {}, "Tenant", tenant), keys,
      h("button", { id: "lookup-find", type: "submit" }, "Find")),
    result);
  return { root, loadRoutes };
}

// ---- one execution ---------------------------------------------------------------------------------------

function executionView(id) {
  const header = h("div", {});
  const operations = h("tbody", {});
  const input = h("pre", { id: "execution-input" });
  const outcome = h("div", {});
  const cache = {};
  const forms = new Map(); // callbackId → form element, kept across refreshes so typed text survives
  const root = h("div", {},
    h("a", { href: "#/executions" }, "← Executions"),
    header,
    h("div", { className: "card table-card" }, h("h2", {}, "Operations"), h("table", { id: "operations" },
      h("thead", {}, h("tr", {}, ["#", "Type", "Name", "Status", "Attempts", "Started", "Ended", "Duration", "Detail"]
        .map((c) => h("th", {}, c)))),
      operations)),
    h("div", { className: "two" },
      h("div", { className: "card" }, h("h2", {}, "Canonical input"), input),
      h("div", { className: "card" }, outcome)));

  async function refreshDetail() {
    const page = await api("/api/execution?id=" + encodeURIComponent(id));
    if (unchanged(cache, page)) return;
    const e = page.execution;
    header.replaceChildren(executionHeader(e, refresh));
    input.textContent = pretty(page.input);
    outcome.replaceChildren(...outcomeBlock(page));
    operations.replaceChildren(...(page.operations.length
      ? page.operations.map((op, i) => operationRow(op, i + 1, forms))
      : [emptyRow(9, "No operations checkpointed yet.")]));
  }
  return { root, refresh: refreshDetail };
}

function executionHeader(e, refreshPage) {
  const stop = async () => {
    if (!confirm("Stop execution " + e.name + "?")) return;
    try { await api("/api/execution/stop", { id: e.id }); await refreshPage(); } catch (err) { showError(err.message); }
  };
  return h("div", {},
    h("div", { className: "head" },
      h("h1", { className: "mono" }, e.name),
      e.status === "RUNNING" ? h("button", { className: "danger", id: "stop", onclick: stop }, "Stop execution") : null),
    h("div", { className: "card grid" },
      meta("Status", h("span", { id: "execution-status" }, badge(e.status, "s-"))),
      meta("Route · operation", e.route ? e.route + " · " + e.operation : "—"),
      meta("Tenant", e.tenant || "—"),
      meta("Target", e.target),
      meta("Started", dateTime(e.startedAt)),
      meta("Ended", dateTime(e.endedAt)),
      meta("Duration", duration(e.durationMillis)),
      h("div", { className: "wide" }, h("span", { className: "label" }, "Id"), h("span", { className: "mono" }, e.id))));
}

const meta = (label, value) => h("div", {}, h("span", { className: "label" }, label), value);

function outcomeBlock(page) {
  if (page.result != null) return [h("h2", {}, "Result"), h("pre", { id: "execution-result" }, pretty(page.result))];
  if (page.error != null) return [h("h2", {}, "Error"), h("pre", { id: "execution-error" }, pretty(page.error))];
  return [h("h2", {}, "Result"), h("div", { className: "empty" }, "Still running: no result yet.")];
}

function operationRow(op, index, forms) {
  const ended = op.endedAt != null && op.startedAt != null ? op.endedAt - op.startedAt : null;
  let detail = op.detail ? h("span", { className: "mono" }, op.detail) : null;
  if (op.awaitingCallback) {
    if (!forms.has(op.callbackId)) forms.set(op.callbackId, callbackForm(op));
    detail = forms.get(op.callbackId);
  } else if (op.callbackId) {
    detail = h("span", {}, detail, h("div", { className: "muted" }, "callback ", shortId(op.callbackId)));
  }
  return h("tr", { "data-operation": op.name },
    h("td", { className: "muted" }, index), h("td", {}, op.type), h("td", { className: "mono nowrap" }, op.name || "—"),
    h("td", {}, badge(op.status, "s-")), h("td", {}, op.attempts || "—"),
    h("td", {}, time(op.startedAt)), h("td", {}, time(op.endedAt)), h("td", {}, duration(ended)),
    h("td", {}, detail));
}

function callbackForm(op) {
  const result = h("textarea", { className: "callback-result", "aria-label": "Callback result JSON" }, "{}");
  const message = h("input", { className: "callback-message", placeholder: "reason for failing", size: 22 });
  const note = h("div", { className: "muted" }, "Waiting for callback ", shortId(op.callbackId));
  const answer = async (path, body, button) => {
    button.disabled = true;
    try { await api(path, body); note.textContent = "Sent. Waiting for the workflow to go on…"; refresh(); }
    catch (e) { note.textContent = e.message; button.disabled = false; }
  };
  const complete = h("button", { className: "callback-complete", type: "button", onclick: () => {
    let value;
    try { value = JSON.parse(result.value || "null"); }
    catch (e) { note.textContent = "The result is not valid JSON: " + e.message; return; }
    answer("/api/callbacks/complete", { callbackId: op.callbackId, result: value }, complete);
  } }, "Complete");
  const fail = h("button", { className: "callback-fail danger", type: "button", onclick: () =>
    answer("/api/callbacks/fail", { callbackId: op.callbackId, errorType: "CallbackFailed",
      errorMessage: message.value || "failed from the console" }, fail) }, "Fail");
  return h("div", { className: "callback-form", "data-callback-id": op.callbackId },
    note, result, h("div", { className: "row" }, complete, message, fail));
}

// ---- dispatcher activity ---------------------------------------------------------------------------------

function dispatcherView() {
  const stats = h("div", { className: "stats" });
  const operation = h("select", { id: "chart-operation" }, h("option", { value: "" }, "All operations"));
  const chart = h("div", { className: "chart" });
  const perOperation = h("tbody", {});
  const latest = h("tbody", {});
  let last = null;
  const cache = {};
  operation.addEventListener("change", () => last && chart.replaceChildren(...activityChart(last, operation.value)));
  const root = h("div", {},
    stats,
    h("div", { className: "card" },
      h("div", { className: "head" }, h("h2", {}, "Records per outcome, last five minutes (10 s buckets)"), operation),
      chart),
    h("div", { className: "card table-card" }, h("h2", {}, "Totals per operation"),
      h("table", { id: "per-operation" },
        h("thead", {}, h("tr", {}, h("th", {}, "Operation"), OUTCOMES.map((o) => h("th", {}, o)))), perOperation)),
    h("div", { className: "card table-card" }, h("h2", {}, "Latest records (repeats of one execution collapsed)"),
      h("table", { id: "latest" }, h("thead", {}, h("tr", {},
        ["Last seen", "Outcome", "Operation", "Execution", "Reason", "Count"].map((c) => h("th", {}, c)))), latest)));

  async function refreshActivity() {
    const activity = await api("/api/activity");
    if (unchanged(cache, activity)) return;
    last = activity;
    const operations = operationsOf(activity.totals);
    for (const op of operations) {
      if (![...operation.options].some((o) => o.value === op)) operation.append(h("option", { value: op }, op));
    }
    stats.replaceChildren(...OUTCOMES.map((o) => h("div", { className: "stat lead l-" + o },
      h("b", { "data-outcome": o }, sum(activity.totals[o])), h("span", {}, o))));
    chart.replaceChildren(...activityChart(activity, operation.value));
    perOperation.replaceChildren(...(operations.length ? operations.map((op) => h("tr", {}, h("td", {}, op),
      OUTCOMES.map((o) => h("td", {}, (activity.totals[o] || {})[op] || 0))))
      : [emptyRow(OUTCOMES.length + 1, "The dispatcher has not handled a record since the console started.")]));
    latest.replaceChildren(...(activity.latest.length ? activity.latest.map(latestRow)
      : [emptyRow(6, "No records yet. Each record the dispatcher handles shows up here with its outcome and reason.")]));
  }
  return { root, refresh: refreshActivity };
}

const sum = (perOperation) => Object.values(perOperation || {}).reduce((a, b) => a + b, 0);
function operationsOf(totals) {
  const all = new Set();
  Object.values(totals).forEach((perOp) => Object.keys(perOp).forEach((op) => all.add(op)));
  return [...all].sort();
}

function latestRow(row) {
  return h("tr", {},
    h("td", {}, time(row.lastAt)), h("td", {}, badge(row.outcome, "o-")), h("td", {}, row.operation),
    h("td", { className: "mono" }, row.executionName || h("span", { className: "muted" }, "message " + row.messageId)),
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

// ---- queues ------------------------------------------------------------------------------------------------

function queuesView() {
  const cards = h("div", { className: "stats queues", id: "queues" });
  const parked = h("tbody", {});
  const cache = {};
  const root = h("div", {}, cards,
    h("div", { className: "card table-card" }, h("h2", {}, "Parked messages"),
      h("table", { id: "parked" }, h("thead", {}, h("tr", {},
        ["Parked", "Outcome", "Reason", "Detail", "Route", "Execution", ""].map((c) => h("th", {}, c)))),
        parked)));

  async function refreshQueues() {
    const page = await api("/api/queues");
    if (unchanged(cache, page)) return;
    cards.replaceChildren(...page.queues.map(queueCard));
    parked.replaceChildren(...(page.parked.length ? page.parked.map((p) => parkedRow(p, refreshQueues))
      : [emptyRow(7, "Nothing parked. CONFLICT and INVALID records would wait here with their reason.")]));
  }
  return { root, refresh: refreshQueues };
}

function queueCard(q) {
  // Source queues are not peeked (a peek counts as a receive towards the DLQ), so their age stays unknown.
  const age = q.oldestAgeSeconds == null ? (q.visible ? "age not measured" : "empty") : "oldest " + duration(q.oldestAgeSeconds * 1000);
  return h("div", { className: "stat", "data-role": q.role },
    h("span", {}, QUEUE_TITLES[q.role] || q.role), h("b", {}, q.visible),
    h("span", {}, q.inFlight + " in flight · " + q.delayed + " delayed · " + age),
    h("div", { className: "muted mono" }, q.name));
}

function parkedRow(p, refreshQueues) {
  const redrive = h("button", { className: "secondary redrive", type: "button", onclick: async () => {
    redrive.disabled = true;
    try { await api("/api/parked/redrive", { messageId: p.messageId }); await refreshQueues(); }
    catch (e) { showError(e.message); redrive.disabled = false; }
  } }, "Redrive");
  return h("tr", { "data-message-id": p.messageId },
    h("td", { className: "nowrap" }, dateTime(p.parkedAt)), h("td", {}, p.outcome ? badge(p.outcome, "o-") : "—"),
    h("td", {}, p.reason || "—"), h("td", {}, p.detail || "—"), h("td", {}, p.route || "—"),
    h("td", { className: "mono" }, p.executionName || "—"), h("td", {}, redrive));
}
