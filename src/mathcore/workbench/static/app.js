// mathcore workbench page: plain JS over the workbench JSON API (no framework, no CDN).
// Every value from the server is inserted with textContent, never as HTML.
"use strict";

const state = { token: sessionStorage.getItem("mathcore-token") || "", items: [], cursor: -1, open: null };

function $(id) { return document.getElementById(id); }

function el(tag, text, cls) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (cls) node.className = cls;
  return node;
}

function show(message) {
  const box = $("error");
  box.textContent = message;
  box.hidden = !message;
}

function describe(detail) {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((d) => `${(d.loc || []).join(".")}: ${d.msg}`).join("; ");
  if (detail && detail.error) return `${detail.error}: ${detail.message}`;
  return JSON.stringify(detail);
}

async function api(method, path, body) {
  const headers = { Accept: "application/json" };
  if (state.token) headers.Authorization = `Bearer ${state.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const err = new Error(`${res.status} ${describe(data.detail)}`);
    err.detail = data.detail;
    throw err;
  }
  return data;
}

function pairs(target, entries) {
  target.replaceChildren();
  for (const [k, v] of entries) {
    if (v === undefined || v === null || v === "") continue;
    target.append(el("dt", k), el("dd", typeof v === "object" ? JSON.stringify(v) : v));
  }
}

// ---- sign in -------------------------------------------------------------------------------
async function signIn(event) {
  event.preventDefault();
  state.token = $("token").value.trim();
  $("token").value = "";
  try {
    const who = await api("GET", "/whoami");
    sessionStorage.setItem("mathcore-token", state.token);
    $("operator").textContent = `signed in as ${who.operator}`;
    show("");
  } catch (err) {
    state.token = "";
    sessionStorage.removeItem("mathcore-token");
    $("operator").textContent = "not signed in (reads only)";
    show(`sign-in failed: ${err.message}`);
  }
}

// ---- queue ---------------------------------------------------------------------------------
async function loadQueue() {
  const filter = $("state-filter").value;
  try {
    const data = await api("GET", filter ? `/proposals?state=${encodeURIComponent(filter)}` : "/proposals");
    state.items = data.proposals;
    renderQueue();
    const counts = Object.entries(data.states).map(([s, n]) => `${s}: ${n}`).join(", ");
    $("queue-status").textContent = `${data.count} shown (${counts || "empty"})`;
  } catch (err) { show(`queue: ${err.message}`); }
}

function renderQueue() {
  const list = $("queue");
  list.replaceChildren();
  state.items.forEach((item, i) => {
    const li = el("li", null, "queue-item");
    li.id = `q-${item.id}`;
    li.setAttribute("role", "option");
    li.dataset.id = item.id;
    li.append(el("span", item.id, "pid"), el("span", item.state, `state ${item.state}`),
      el("span", `${item.claim_type || ""} ${item.key || ""}`, "key"),
      el("span", `${item.evidence_count ?? "?"} evidence`, "count"));
    li.addEventListener("click", () => { moveTo(i); openProposal(item.id); });
    list.append(li);
  });
  moveTo(Math.min(Math.max(state.cursor, 0), state.items.length - 1));
}

function moveTo(i) {
  state.cursor = i;
  const list = $("queue");
  for (const li of list.children) li.setAttribute("aria-selected", "false");
  const li = list.children[i];
  if (!li) { list.removeAttribute("aria-activedescendant"); return; }
  li.setAttribute("aria-selected", "true");
  list.setAttribute("aria-activedescendant", li.id);
  li.scrollIntoView({ block: "nearest" });
}

function onQueueKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const n = state.items.length;
  if (!n) return;
  if (event.key === "j" || event.key === "ArrowDown") moveTo(Math.min(state.cursor + 1, n - 1));
  else if (event.key === "k" || event.key === "ArrowUp") moveTo(Math.max(state.cursor - 1, 0));
  else if (event.key === "Enter") openProposal(state.items[state.cursor].id);
  else return;
  event.preventDefault();
}

// ---- one proposal --------------------------------------------------------------------------
async function openProposal(id) {
  try {
    const data = await api("GET", `/proposals/${encodeURIComponent(id)}`);
    renderProposal(data.proposal);
    show("");
  } catch (err) { show(`open ${id}: ${err.message}`); }
}

function renderProposal(p) {
  state.open = p;
  $("detail-heading").textContent = `Proposal ${p.id}`;
  $("detail-body").hidden = false;
  pairs($("summary"), [["state", p.state], ["change kind", p.change_kind], ["claim type", p.claim_type],
    ["key", p.key], ["refusal reason", p.reason], ["missing operator", p.missing_operator]]);
  const trace = p.trace || {};
  const order = ["observation", "grouping", "hypothesis", "conclusion"];
  const rest = Object.keys(trace).filter((k) => !order.includes(k)).sort();
  pairs($("trace"), [...order, ...rest].map((k) => [k, trace[k]]));
  $("wrong-zero").textContent = p.wrong_zero || "";
  const change = p.proposed_change || {};
  pairs($("change"), [["registry", change.registry], [change.key_kind || "key", change.key]]);
  fillSelect($("category"), change.categories || []);
  fillSelect($("polarity"), change.polarities || ["affirms"]);
  const lexical = p.claim_type === "lexical";
  $("value").hidden = !lexical;
  $("value-label").hidden = !lexical;
  $("value").value = "";
  $("reason").value = "";
  // A closed proposal keeps its buttons visible but disabled (the corridor refuses anyway).
  const closed = p.state === "ratified" || p.state === "rejected";
  for (const b of document.querySelectorAll("#decision button[data-action]")) b.disabled = closed;
  renderEvidence(p.evidence || []);
  const decided = $("decisions");
  decided.replaceChildren(...(p.decisions || []).map((d) => el("li", `${d.decision} by ${d.reviewer}${d.reason ? ": " + d.reason : ""}`)));
  $("replay").replaceChildren();
  if (p.last_replay && p.last_replay.result) renderReplay(p.last_replay.result);
  $("receipt").hidden = true;
}

function fillSelect(select, values) {
  select.replaceChildren(...values.map((v) => { const o = el("option", v); o.value = v; return o; }));
}

function renderEvidence(evidence) {
  $("evidence-count").textContent = `(${evidence.length})`;
  const list = $("evidence");
  list.replaceChildren();
  for (const ev of evidence) {
    const row = ev.row || ev;
    const li = el("li", null, "evidence");
    li.append(el("p", `case ${row.case_id} · ${row.dataset || ""} · ${row.reason || ""} · missing ${row.missing_operator || ""}`, "meta"));
    const h = ev.highlight;
    const text = el("p", null, "problem");
    if (h) {
      text.append(document.createTextNode(h.text.slice(0, h.start)), el("mark", h.text.slice(h.start, h.end)),
        document.createTextNode(h.text.slice(h.end)));
    } else {
      text.textContent = row.question || row.sentence || "";
      li.append(el("p", `blocking token ${JSON.stringify(row.token)} not located in the text`, "warn"));
    }
    li.append(text);
    li.append(el("p", `blocked at ${JSON.stringify(row.token)} (sentence ${row.sentence_index}, token ${row.token_index}); recognized: ${(row.recognized || []).join(" ")}; open frame: ${row.open_frame || "none"}`, "meta"));
    li.append(el("p", `evidence ${ev.digest || ""} · source ${ev.source || ""} · ${ev.sub_type || ""}`, "digest"));
    list.append(li);
  }
}

// ---- replay --------------------------------------------------------------------------------
function cell(v) {
  if (v && typeof v === "object") {
    if ("correct" in v || "wrong" in v || "refused" in v) return `${v.correct ?? 0} correct / ${v.wrong ?? 0} wrong / ${v.refused ?? 0} refused`;
    return JSON.stringify(v);
  }
  return v === undefined ? "" : String(v);
}

function renderReplay(r) {
  const box = $("replay");
  box.replaceChildren();
  const rows = replayRows(r);
  if (rows.length) {
    const table = el("table", null, "replay-table");
    const head = el("tr");
    for (const h of ["", "before", "after"]) { const th = el("th", h); th.scope = "col"; head.append(th); }
    table.append(head);
    for (const [name, b, a] of rows) {
      const tr = el("tr");
      const th = el("th", name); th.scope = "row";
      const after = el("td", cell(a));
      if (cell(a) !== cell(b)) after.className = "changed";
      tr.append(th, el("td", cell(b)), after);
      table.append(tr);
    }
    box.append(table);
  }
  const verdict = r.ok;
  if (verdict !== undefined) box.append(el("p", verdict ? "replay passed" : "replay FAILED", verdict ? "ok" : "bad"));
  for (const [label, list] of [["newly correct", r.newly_correct], ["became wrong", r.newly_wrong],
    ["correct answers changed", r.changed_correct], ["failures", r.failures]]) {
    if (list && list.length) box.append(el("p", `${label} (${list.length}): ${list.slice(0, 10).join(", ")}`, label === "newly correct" ? "meta" : "bad"));
  }
  const details = el("details");
  details.append(el("summary", "replay record"), el("pre", JSON.stringify(r, null, 2)));
  box.append(details);
}

function replayRows(r) {
  const rows = [];
  const before = r.before || {};
  const after = r.after || {};
  for (const n of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) rows.push([n, before[n], after[n]]);
  const lb = r.lanes_before || {};
  const la = r.lanes_after || {};
  for (const n of [...new Set([...Object.keys(lb), ...Object.keys(la)])].sort()) {
    rows.push([`lane ${n} failures`, lb[n], la[n]]);
  }
  return rows;
}

async function runReplay() {
  if (!state.open) return;
  $("replay").replaceChildren(el("p", "replaying..."));
  try {
    const data = await api("POST", `/proposals/${encodeURIComponent(state.open.id)}/replay`, candidate());
    renderReplay(data.replay);
    show("");
  } catch (err) { $("replay").replaceChildren(); show(`replay: ${err.message}`); }
}

// ---- decisions -----------------------------------------------------------------------------
function candidate() {
  const c = { category: $("category").value, polarity: $("polarity").value };
  if (!$("value").hidden && $("value").value.trim()) c.value = $("value").value.trim();
  return c;
}

async function decide(action) {
  if (!state.open) return;
  const body = action === "ratify" ? { reason: $("reason").value, ...candidate() } : { reason: $("reason").value };
  try {
    const data = await api("POST", `/proposals/${encodeURIComponent(state.open.id)}/${action}`, body);
    const fresh = await api("GET", `/proposals/${encodeURIComponent(state.open.id)}`).catch(() => null);
    if (fresh) renderProposal(fresh.proposal);
    renderReceipt(data);
    show("");
    await Promise.all([loadQueue(), loadLog()]);
  } catch (err) {
    // A refused ratification may carry the replay that refused it: show its table too.
    if (err.detail && err.detail.replay) renderReplay(err.detail.replay);
    show(`${action}: ${err.message}`);
  }
}

function renderReceipt(data) {
  const r = data.receipt || {};
  const files = r.files || {};
  const row = r.row || {};
  pairs($("receipt-summary"), [["decision", r.decision ?? data.decision], ["proposal", r.proposal ?? data.proposal_id],
    ["reviewer", r.reviewer ?? data.reviewer], ["reason", r.reason], ["registry file", files.file ?? row.file],
    ["registry row", row.row], ["registry before", files.registry_before], ["registry after", files.registry_after],
    ["manifest before", files.manifest_before], ["manifest after", files.manifest_after],
    ["replay", r.replay ? (r.replay.ok ? "passed" : "failed") : undefined], ["log entry", r.log_entry]]);
  $("receipt-json").textContent = JSON.stringify(r, null, 2);
  $("receipt").hidden = false;
  if (r.replay) renderReplay(r.replay);
  $("receipt").scrollIntoView({ block: "nearest" });
}

// ---- log -----------------------------------------------------------------------------------
function logRow(e, i) {
  const b = e.body || {};
  let what = "";
  if (e.kind === "decision") what = `${b.decision}${b.reason ? ": " + b.reason : ""}${b.recovered ? " (recovered)" : ""}`;
  else if (e.kind === "replay") what = b.result ? (b.result.ok ? "replay passed" : `replay failed: ${(b.result.failures || [])[0] || ""}`) : "replay";
  else if (e.kind === "proposal") what = `${b.change_kind || ""} ${b.key || ""}`;
  else if (e.kind === "intent") what = "ratification intent";
  return [e.seq ?? i, e.kind, b.proposal ?? b.id, b.reviewer, what];
}

async function loadLog() {
  try {
    const [log, verify] = await Promise.all([api("GET", "/log"), api("GET", "/log/verify")]);
    const body = $("log").tBodies[0];
    body.replaceChildren();
    log.entries.forEach((e, i) => {
      const tr = el("tr");
      for (const v of logRow(e, log.offset + i)) tr.append(el("td", v ?? ""));
      body.append(tr);
    });
    const v = verify.verify;
    const ok = typeof v === "object" && v !== null ? (v.ok ?? v.valid) : v;
    $("log-verify").textContent = `${log.total} entries; chain ${ok ? "verifies" : "DOES NOT VERIFY"}`;
    $("log-verify").className = ok ? "ok" : "bad";
  } catch (err) { show(`log: ${err.message}`); }
}

document.addEventListener("DOMContentLoaded", () => {
  $("signin").addEventListener("submit", signIn);
  $("state-filter").addEventListener("change", () => { state.cursor = 0; loadQueue(); });
  $("queue").addEventListener("keydown", onQueueKey);
  $("replay-button").addEventListener("click", runReplay);
  for (const b of document.querySelectorAll("#decision button[data-action]")) {
    b.addEventListener("click", () => decide(b.dataset.action));
  }
  $("decision").addEventListener("submit", (e) => e.preventDefault());
  $("log-refresh").addEventListener("click", loadLog);
  if (state.token) {
    api("GET", "/whoami").then((w) => { $("operator").textContent = `signed in as ${w.operator}`; })
      .catch(() => { state.token = ""; sessionStorage.removeItem("mathcore-token"); });
  }
  loadQueue();
  loadLog();
});
