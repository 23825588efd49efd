// The executions list, its filters, and "find by business key".
"use strict";

function executionsView() {
  const lookup = lookupCard();
  const status = h("select", { id: "filter-status" }, h("option", { value: "" }, "All"),
    STATUSES.map((s) => h("option", { value: s }, s)));
  const routeFilter = h("select", { id: "filter-route" }, h("option", { value: "" }, "All routes"));
  const name = h("input", { id: "filter-name", placeholder: "part of the name, e.g. A-1001", size: 28 });
  const tenant = h("input", { id: "filter-tenant", placeholder: "e.g. acme", size: 14 });
  const body = h("tbody", {});
  const cache = {};
  [status, routeFilter].forEach((el) => el.addEventListener("change", refresh));
  [name, tenant].forEach((el) => el.addEventListener("input", refresh));
  const root = h("div", {},
    lookup.root,
    h("div", { className: "card" }, h("div", { className: "row" },
      h("label", {}, "Status", status), h("label", {}, "Route", routeFilter), h("label", {}, "Tenant", tenant),
      h("label", {}, "Name", name))),
    h("div", { className: "card table-card" }, h("table", { id: "executions" },
      h("thead", {}, h("tr", {}, ["Status", "Name", "Route · operation", "Tenant", "Started", "Ended", "Duration"]
        .map((c) => h("th", {}, c)))),
      body)));

  async function refreshList() {
    await lookup.loadRoutes(routeFilter);
    const query = new URLSearchParams({ status: status.value, route: routeFilter.value, name: name.value,
      tenant: tenant.value.trim() });
    const rows = await api("/api/executions?" + query);
    if (unchanged(cache, [query.toString(), rows])) return;
    const filtered = status.value || routeFilter.value || name.value || tenant.value.trim();
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
