// durable-dispatch local console: plain DOM, no framework, nothing fetched but this console's own API.
// This file holds the shared helpers and the shell (navigation, polling, errors); each view has its own file.
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
  main: "Main queue", dlq: "Dead-letter queue", parking: "Parking queue", shipments: "Shipment requests (carrier)",
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
