// The map's style, over the HTML report's, and its one small script. The page reads fully
// without the script: it only adds a button that copies a state's whole scenario (the start's
// head and the card's steps) and opens the folded groups a link leads into, for browsers that
// do not open them themselves.

enum ExploreMapStyle {
  static let style = """
    body { max-width: none; }
    p.rule { color: #59636e; max-width: 80em; }
    svg.symbols { position: absolute; }
    section.start { border-top: 2px solid #d0d7de; margin-top: 2em; }
    ol.failures li { margin: 0.3em 0; }
    .code { color: #cf222e; font-weight: bold; font-family: ui-monospace, Menlo, Consolas,
            monospace; }
    table.screens th { text-align: left; padding: 0.2em 0.8em; }
    pre.head { max-width: 80em; }
    details.depth { margin-top: 1em; }
    details.depth > summary { cursor: pointer; font-weight: bold; font-size: 1.1em; }
    div.cards { display: flex; flex-wrap: wrap; gap: 0.8em; margin-top: 0.5em; }
    article.state { display: flex; flex-direction: column; gap: 0.4em; width: 16em;
                    border: 1px solid #d0d7de; border-radius: 6px; padding: 0.5em; }
    article.state.failing { border-color: #cf222e; }
    article.state:target { outline: 3px solid #0969da; }
    details.head { margin-top: 1em; }
    details.head > summary { cursor: pointer; font-weight: bold; }
    svg.thumb { flex: none; align-self: center; background: #ffffff;
                font-family: Helvetica, Arial, sans-serif; }
    div.about { min-width: 0; }
    div.about h4 { margin: 0 0 0.2em; overflow-wrap: anywhere; }
    div.about p { margin: 0.2em 0; color: #59636e; overflow-wrap: anywhere; }
    ul.failing { margin: 0.2em 0; padding-left: 1.2em; border-left: 3px solid #cf222e; }
    details.moves ul { padding-left: 1.2em; margin: 0.2em 0; }
    details.moves li, ul.failing li { overflow-wrap: anywhere; }
    li.allowed { color: #9a6700; }
    details.moves summary, details.scenario summary { cursor: pointer; color: #0969da; }
    pre.steps { font-size: 11px; }
    button.copy { font-size: 11px; margin: 0.2em 0; }
    """

  static let script = """
    "use strict";
    document.querySelectorAll("pre.steps").forEach(function (steps) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy";
      button.textContent = "copy the scenario";
      button.addEventListener("click", function () {
        var head = document.getElementById(steps.dataset.head);
        var text = head.textContent + steps.textContent + "\\n";
        navigator.clipboard.writeText(text).then(function () {
          button.textContent = "copied";
        });
      });
      steps.parentNode.insertBefore(button, steps);
    });
    function openTarget() {
      var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      for (var node = target; node; node = node.parentElement) {
        if (node.tagName === "DETAILS") node.open = true;
      }
      if (target) target.scrollIntoView();
    }
    window.addEventListener("hashchange", openTarget);
    openTarget();

    """
}
