"""A drawing (an SVG document) as HTML a screen reader can name.

JupyterLab and Voilà show an ``image/svg+xml`` output as an ``<img>`` with no ``alt``: a screen reader says
"image" and nothing more (axe-core: ``image-alt``). The drawings (:mod:`furnace_lab.brass.draw`,
:mod:`furnace_lab.chains.draw`) therefore also offer ``text/html``, which the front ends prefer: the same SVG as an
``<img>`` with a data URL and a written description as its ``alt``. Inside a widget the SVG is inlined instead,
wrapped in ``role="img"`` with the description as its ``aria-label``.
"""

from __future__ import annotations

import base64
import html


def svg_img_html(svg: str, alt: str) -> str:
    """``svg`` as an ``<img>`` (a base64 data URL, so no id or style of the drawing can clash with the page's),
    described by ``alt``; it shrinks to fit a narrow output, never grows."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt, quote=True)}" '
            'style="max-width:100%;height:auto">')


def labelled_svg(svg_inline: str, label: str) -> str:
    """An inline ``<svg>`` (without XML prolog) wrapped as one image named ``label`` for assistive technology."""
    return f'<div role="img" aria-label="{html.escape(label, quote=True)}">{svg_inline}</div>'


__all__ = ["labelled_svg", "svg_img_html"]
