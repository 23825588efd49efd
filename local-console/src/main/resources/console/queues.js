// Queue depths and ages, parked messages with their reasons and a redrive action.
"use strict";

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
