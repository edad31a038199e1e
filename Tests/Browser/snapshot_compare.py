"""Compares a screenshot with its reference PNG (Pillow), or records it as the reference.

References are kept in 256 colours, which keeps each a third of its size; the colours lost move
fewer than 0.05% of a page's pixels past the threshold, far below the tolerance.

A pixel counts as changed when one of its channels differs by more than CHANNEL_THRESHOLD; a
screenshot drifts when more than MAX_CHANGED of its pixels changed, or when its size changed.
"""

import io
import os

from PIL import Image, ImageChops

CHANNEL_THRESHOLD = 24
MAX_CHANGED = 0.005


def changed_mask(actual, reference):
    """A black-and-white image: white where a channel differs by more than the threshold."""
    difference = ImageChops.difference(actual, reference)
    bands = [band.point(lambda value: 255 if value > CHANNEL_THRESHOLD else 0) for band in difference.split()]
    mask = bands[0]
    for band in bands[1:]:
        mask = ImageChops.lighter(mask, band)
    return mask


def diff_image(reference, mask):
    """The reference faded, with the changed pixels in red: where to look."""
    faded = Image.blend(reference, Image.new("RGB", reference.size, "white"), 0.7)
    faded.paste(Image.new("RGB", reference.size, (230, 0, 0)), mask=mask)
    return faded


def save_png(image, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    image.save(path, format="PNG", optimize=True)


def check(png, reference_path, artifacts, record=False):
    """Returns None when the screenshot `png` (bytes) matches the reference, else why not (and
    writes NAME-actual.png and NAME-diff.png to `artifacts`). With `record`, writes the reference
    where it is missing or does not match, so that recording again leaves unchanged pages alone."""
    actual = Image.open(io.BytesIO(png)).convert("RGB")
    name = os.path.splitext(os.path.basename(reference_path))[0]
    failure = compare(actual, reference_path, name, None if record else artifacts)
    if failure and record:
        save_png(actual.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE), reference_path)
        return None
    return failure


def compare(actual, reference_path, name, artifacts):
    """Why `actual` does not match the reference, or None; the images go to `artifacts` if given."""
    if not os.path.exists(reference_path):
        return f"{name}: no reference (scripts/record-snapshots records it)" + keep(actual, artifacts, name)
    with Image.open(reference_path) as stored:
        reference = stored.convert("RGB")
    if actual.size != reference.size:
        return f"{name}: size {actual.size} instead of {reference.size}" + keep(actual, artifacts, name)
    mask = changed_mask(actual, reference)
    changed = mask.histogram()[255] / (actual.width * actual.height)
    if changed <= MAX_CHANGED:
        return None
    return (f"{name}: {changed:.2%} of pixels changed (at most {MAX_CHANGED:.1%})"
            + keep(actual, artifacts, name, diff_image(reference, mask)))


def keep(actual, artifacts, name, diff=None):
    """Writes NAME-actual.png (and NAME-diff.png) to `artifacts`; returns where, for the message."""
    if artifacts is None:
        return ""
    paths = [os.path.join(artifacts, f"{name}-actual.png")]
    save_png(actual, paths[0])
    if diff is not None:
        paths.append(os.path.join(artifacts, f"{name}-diff.png"))
        save_png(diff, paths[1])
    return "; see " + " and ".join(paths)
