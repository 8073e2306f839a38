// Review desk behaviour: row <-> box highlighting, LOINC accept and pick,
// added and removed rows, and the keyboard. Everything else is plain HTML
// forms and htmx attributes in the templates.
(function () {
  'use strict';

  var form = document.getElementById('review');
  if (!form) return;
  var current = -1;

  function rowEl(i) { return document.getElementById('row-' + i); }
  function rowIndexes() {
    return Array.prototype.map.call(document.querySelectorAll('tr.row[data-row]'), function (tr) {
      return Number(tr.dataset.row);
    });
  }
  function boxes(i) { return document.querySelectorAll('.box[data-row="' + i + '"]'); }
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }

  function select(i, opts) {
    opts = opts || {};
    var tr = rowEl(i);
    if (!tr) return;
    each(document.querySelectorAll('.selected'), function (e) { e.classList.remove('selected'); });
    current = i;
    tr.classList.add('selected');
    each(boxes(i), function (b, k) {
      b.classList.add('selected');
      if (k === 0 && opts.scrollBox) reveal(b);
    });
    if (opts.scrollRow) tr.scrollIntoView({ block: 'nearest' });
    if (opts.focus) {
      var input = tr.querySelector('input[name$=".value"]');
      if (input) input.focus();
    }
  }

  // reveal scrolls only the document pane, so that the field being clicked
  // in the table does not move away under the pointer.
  function reveal(box) {
    var pane = box.closest('.doc');
    if (!pane) return;
    var b = box.getBoundingClientRect();
    var p = pane.getBoundingClientRect();
    if (b.top < p.top || b.bottom > p.bottom) pane.scrollTop += b.top - p.top - (p.height - b.height) / 2;
  }

  function hover(i, on) {
    var tr = rowEl(i);
    if (tr) tr.classList.toggle('hover', on);
    each(boxes(i), function (b) { b.classList.toggle('hover', on); });
  }

  function move(step) {
    var rows = rowIndexes();
    if (!rows.length) return;
    var k = rows.indexOf(current);
    k = k < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, k + step));
    select(rows[k], { scrollRow: true, scrollBox: true });
  }

  function accept(i) {
    var tr = rowEl(i);
    if (!tr || !tr.querySelector('.accept')) return;
    tr.querySelector('.loinc-accept').value = '1';
    tr.querySelector('.lstatus').textContent = 'accepted';
    tr.classList.add('loinc-done');
  }

  document.addEventListener('mouseover', function (e) {
    var t = e.target.closest('tr.row[data-row], .box');
    if (t) hover(Number(t.dataset.row), true);
  });
  document.addEventListener('mouseout', function (e) {
    var t = e.target.closest('tr.row[data-row], .box');
    if (t) hover(Number(t.dataset.row), false);
  });
  document.addEventListener('focusin', function (e) {
    var tr = e.target.closest('tr.row[data-row]');
    if (tr && Number(tr.dataset.row) !== current) select(Number(tr.dataset.row), { scrollBox: true });
  });

  document.addEventListener('click', function (e) {
    var box = e.target.closest('.box');
    if (box) {
      select(Number(box.dataset.row), { scrollRow: true, focus: true });
      return;
    }
    var btn = e.target.closest('button.accept');
    if (btn) {
      accept(Number(btn.dataset.row));
      return;
    }
    var pick = e.target.closest('button.pick');
    if (pick) {
      var tr = rowEl(pick.dataset.row);
      if (!tr) return;
      tr.querySelector('.loinc-code').value = pick.dataset.code;
      tr.querySelector('.loinc-accept').value = '';
      tr.querySelector('.code').textContent = pick.dataset.code;
      tr.querySelector('.lname').textContent = pick.dataset.name;
      tr.querySelector('.lstatus').textContent = 'chosen';
      tr.classList.add('loinc-done');
      tr.querySelector('.picks-box').innerHTML = '';
      var search = tr.querySelector('.lsearch');
      search.value = '';
      search.focus();
      return;
    }
    var drop = e.target.closest('button.drop');
    if (drop) drop.closest('tr').remove();
  });

  document.addEventListener('change', function (e) {
    if (e.target.classList.contains('remove')) {
      e.target.closest('tr').classList.toggle('removed', e.target.checked);
    }
  });

  // New rows are numbered after those the server sent back with a problem.
  var added = 0;
  each(document.querySelectorAll('tr.added[data-new]'), function (tr) {
    added = Math.max(added, Number(tr.dataset.new));
  });
  var addBtn = document.getElementById('add-row');
  if (addBtn) {
    addBtn.addEventListener('click', function () {
      var tpl = document.getElementById('new-row');
      added++;
      var html = tpl.innerHTML.replace(/__K__/g, String(added)).replace(/__N__/g, String(added));
      var body = document.getElementById('added');
      body.insertAdjacentHTML('beforeend', html);
      body.lastElementChild.querySelector('input').focus();
    });
  }

  // The search box must not submit the form with Enter.
  form.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && e.target.classList.contains('lsearch')) e.preventDefault();
  });
  form.addEventListener('submit', function () {
    var b = document.getElementById('submit');
    if (b) b.disabled = true;
  });

  document.addEventListener('keydown', function (e) {
    var typing = /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName);
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      if (document.getElementById('submit')) form.requestSubmit();
      return;
    }
    if (e.altKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
      if (typing) select(current, { focus: true });
      return;
    }
    if (typing) {
      if (e.key === 'Escape') e.target.blur();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    switch (e.key) {
      case 'j': case 'ArrowDown': e.preventDefault(); move(1); break;
      case 'k': case 'ArrowUp': e.preventDefault(); move(-1); break;
      case 'a': if (current >= 0) { e.preventDefault(); accept(current); } break;
      case 'Enter': if (current >= 0) { e.preventDefault(); select(current, { focus: true }); } break;
    }
  });
})();
