// One execution: header, operations timeline with callback actions (durable functions), the engine's history,
// input and outcome. A state machine execution has no operations: its states are in its history.
"use strict";

function executionView(id) {
  const header = h("div", {});
  const operations = h("tbody", {});
  const history = h("tbody", {});
  const input = h("pre", { id: "execution-input" });
  const outcome = h("div", {});
  const cache = {};
  const forms = new Map(); // callbackId → form element, kept across refreshes so typed text survives
  const rerun = rerunCard(id); // outside the header, so its answer survives the header's refreshes
  const operationsCard = h("div", { className: "card table-card", id: "operations-card" },
    h("h2", {}, "Operations"), h("table", { id: "operations" },
      h("thead", {}, h("tr", {}, ["#", "Type", "Name", "Status", "Attempts", "Started", "Ended", "Duration", "Detail"]
        .map((c) => h("th", {}, c)))),
      operations));
  const root = h("div", {},
    h("a", { href: "#/executions" }, "← Executions"),
    header,
    rerun,
    operationsCard,
    h("div", { className: "card table-card" }, h("h2", {}, "History"), h("table", { id: "history" },
      h("thead", {}, h("tr", {}, ["Event id", "Time", "Event", "Name", "Detail"].map((c) => h("th", {}, c)))),
      history)),
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
    operationsCard.hidden = page.kind === "STATE_MACHINE";
    operations.replaceChildren(...(page.operations.length
      ? page.operations.map((op, i) => operationRow(op, i + 1, forms))
      : [emptyRow(9, "No operations checkpointed yet.")]));
    history.replaceChildren(...(page.history.length ? page.history.map(historyRow)
      : [emptyRow(5, "No history events yet.")]));
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

/**
 * Re-run the request as its next generation, with the CLI's rules (the server decides): the latest generation
 * must have FAILED, TIMED_OUT or been STOPPED; "force" also re-runs a SUCCEEDED one, never a RUNNING one.
 */
function rerunCard(id) {
  const force = h("input", { type: "checkbox", id: "rerun-force" });
  const result = h("div", { id: "rerun-result" });
  const button = h("button", { id: "rerun", type: "button", onclick: async () => {
    button.disabled = true;
    try {
      const sent = await api("/api/execution/rerun", { id, force: force.checked });
      result.replaceChildren(h("div", { className: "notice" }, "Re-ran ", h("span", { className: "mono" }, sent.latestName),
        " (" + sent.latestStatus + ") as generation " + sent.generation + ": ",
        h("span", { className: "mono", id: "rerun-name" }, sent.executionName)));
    } catch (e) {
      result.replaceChildren(h("div", { className: "notice miss", id: "rerun-refused" }, e.message));
    } finally {
      button.disabled = false;
    }
  } }, "Re-run");
  return h("div", { className: "card" }, h("div", { className: "row" }, button,
    h("label", { className: "inline" }, force, "force: also re-run a SUCCEEDED request"),
    h("span", { className: "muted" }, "Sends the request again as its next generation (a new execution name).")),
    result);
}

const meta = (label, value) => h("div", {}, h("span", { className: "label" }, label), value);

function outcomeBlock(page) {
  if (page.result != null) return [h("h2", {}, "Result"), h("pre", { id: "execution-result" }, pretty(page.result))];
  if (page.error != null) return [h("h2", {}, "Error"), h("pre", { id: "execution-error" }, pretty(page.error))];
  return [h("h2", {}, "Result"), h("div", { className: "empty" }, "Still running: no result yet.")];
}

/** One event of GetDurableExecutionHistory or GetExecutionHistory, oldest first. */
function historyRow(event) {
  return h("tr", { "data-event-type": event.type },
    h("td", { className: "muted" }, event.eventId), h("td", {}, time(event.at)), h("td", {}, event.type),
    h("td", { className: "mono nowrap" }, event.name || "—"),
    h("td", {}, event.detail ? h("span", { className: "mono" }, event.detail) : ""));
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
