// Order and Chaos embedding API: the page's side (ui/embed_api.cpp is the
// game's). Loaded by index.html before the game starts.
//
// A host page embeds the game with <iframe src=".../index.html?origin=https://host.example">
// and talks to it with postMessage:
//   commands to the game  {type: 'newGame', options: {variant, size, line, first, order, chaos, hints, theme, speed, moves, review, puzzle}}
//                         {type: 'play', move: 'c3x'}    {type: 'undo'}    {type: 'setHints', on: true}
//   events from the game  {source: 'order-and-chaos', type: 'ready' | 'move' | 'undo' | 'newGame' | 'gameOver' | 'error', ...}
// Origins: with ?origin=A,B in the game's address, commands are accepted only
// from those origins and events are posted only to them; without it, any
// origin is accepted and events go to the parent with targetOrigin '*'.
// A malformed or refused message is ignored with a console warning; a
// well-formed command the game refuses (an illegal move) answers with an
// 'error' event naming the command and the reason.
(function () {
  'use strict';
  var SOURCE = 'order-and-chaos';
  var embedded = window.parent && window.parent !== window;
  var origins = null;   // from the game once it runs; [] = any
  var queue = [];       // commands that arrived before the game was ready

  // newGame option -> URL query key, and the JavaScript types each accepts.
  var OPTIONS = {
    variant: ['v', 'string'], size: ['n', 'number'], line: ['l', 'number'], first: ['f', 'string'],
    order: ['o', 'string'], chaos: ['c', 'string'], hints: ['hints', 'boolean'], theme: ['theme', 'string'],
    speed: ['speed', 'string'], moves: ['m', 'string'], review: ['review', 'boolean'], puzzle: ['puzzle', 'string']
  };

  function warn(text) { console.warn('order-and-chaos: ' + text); }

  function post(message) {
    if (!embedded) return;
    message.source = SOURCE;
    if (!origins || origins.length === 0) {
      window.parent.postMessage(message, '*');
    } else {
      origins.forEach(function (o) { window.parent.postMessage(message, o); });
    }
  }

  function call(name, types, args) {
    var result = window.Module.ccall(name, 'string', types, args);
    try { return JSON.parse(result); } catch (e) { return { ok: false, error: 'no answer from the game' }; }
  }

  // The query for a newGame command, or a reason it is malformed.
  function optionsQuery(options) {
    if (options === undefined || options === null) return { query: '' };
    if (typeof options !== 'object' || Array.isArray(options)) return { error: 'options must be an object' };
    var parts = [];
    for (var key in options) {
      if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
      // Own keys only: "constructor" or "__proto__" name no option.
      var spec = Object.prototype.hasOwnProperty.call(OPTIONS, key) ? OPTIONS[key] : null;
      if (!spec) return { error: 'unknown option "' + key + '" (known: ' + Object.keys(OPTIONS).join(', ') + ')' };
      var value = options[key];
      if (key === 'moves' && Array.isArray(value) && value.every(function (m) { return typeof m === 'string'; })) value = value.join('.');
      if (key === 'puzzle' && typeof value === 'number') value = String(value);
      if (typeof value !== spec[1]) return { error: 'option "' + key + '" must be a ' + spec[1] };
      if (spec[1] === 'boolean') value = value ? 'on' : 'off';
      parts.push(encodeURIComponent(spec[0]) + '=' + encodeURIComponent(String(value)));
    }
    return { query: parts.join('&') };
  }

  // Runs a well-formed command; the game's refusal becomes an 'error' event.
  function run(command) {
    var result;
    switch (command.type) {
      case 'newGame': result = call('oc_embed_new_game', ['string'], [command.query]); break;
      case 'play': result = call('oc_embed_play', ['string'], [command.move]); break;
      case 'undo': result = call('oc_embed_undo', [], []); break;
      case 'setHints': result = call('oc_embed_set_hints', ['number'], [command.on ? 1 : 0]); break;
    }
    if (!result.ok) {
      warn(command.type + ' refused: ' + result.error);
      post({ type: 'error', command: command.type, message: result.error });
    }
  }

  // Checks a message's shape; returns the command or a reason it is malformed.
  function parseCommand(data) {
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return { error: 'a command is an object with a string "type"' };
    switch (data.type) {
      case 'newGame': {
        var q = optionsQuery(data.options);
        return q.error ? { error: 'newGame: ' + q.error } : { type: 'newGame', query: q.query };
      }
      case 'play':
        if (typeof data.move !== 'string' || data.move.length > 8) return { error: 'play needs "move", a string like "c3x"' };
        return { type: 'play', move: data.move };
      case 'undo':
        return { type: 'undo' };
      case 'setHints':
        if (typeof data.on !== 'boolean') return { error: 'setHints needs "on", true or false' };
        return { type: 'setHints', on: data.on };
      default:
        return { error: 'unknown command "' + data.type + '" (known: newGame, play, undo, setHints)' };
    }
  }

  window.addEventListener('message', function (event) {
    if (event.source === window) return;  // the page's own messages
    if (event.data && event.data.source === SOURCE) return;  // our events echoed back
    if (origins && origins.length && origins.indexOf(event.origin) < 0) {
      warn('ignored a message from ' + event.origin + ' (accepted origins: ' + origins.join(', ') + ')');
      return;
    }
    var command = parseCommand(event.data);
    if (command.error) {
      warn('ignored a malformed message: ' + command.error);
      return;
    }
    command.origin = event.origin;
    if (origins === null) queue.push(command);
    else run(command);
  });

  window.ocEmbed = {
    // Called by the game: an event and its JSON fields.
    emit: function (type, json) {
      var message;
      try { message = JSON.parse(json); } catch (e) { warn('bad event ' + type); return; }
      if (type === 'ready') {
        var list = window.Module.ccall('oc_embed_origins', 'string', [], []);
        origins = list ? list.split(',') : [];
        // Commands that came early were checked against no list: check them now.
        var early = queue;
        queue = [];
        message.type = type;
        post(message);
        early.forEach(function (command) {
          if (origins.length && origins.indexOf(command.origin) < 0) warn('ignored a message from ' + command.origin + ' (accepted origins: ' + origins.join(', ') + ')');
          else run(command);
        });
        return;
      }
      message.type = type;
      post(message);
    }
  };
})();
