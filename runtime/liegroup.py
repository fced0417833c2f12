"""exp, dexp and dexp^-1 on SO(3) and SE(3) (seed 002, eqs. 7-11), vectorized over bodies.

Conventions. Vectors of so(3) are rotation vectors xi (3,). Twists of se(3) are X = (v, w) with
the linear part first (mechgen's order; the paper writes (w, v)): the 4x4 matrix is
[[w~, v], [0, 0]], the bracket [X1, X2] = (w1 x v2 - w2 x v1, w1 x w2) and

    ad_X = [[w~, v~], [0, w~]]                                                   (eq. 7)

dexp_X = sum_k ad_X^k / (k+1)! is the right-trivialized differential of exp,
d/dt exp(X(t)) = dexp_X(X') exp(X) (the paper's definition below eq. 9), so that the
body-fixed velocity of C = exp(X) is C^-1 C' = dexp_{-X}(X'). Closed forms, t = |w|:

* SO(3): exp(xi~) = I + sin(t)/t xi~ + (1 - cos t)/t^2 xi~^2 (eq. 9, whose printed second
  coefficient lacks the square of t), dexp_xi = I + (1 - cos t)/t^2 xi~ + (t - sin t)/t^3 xi~^2,
  dexp_xi^-1 = I - xi~/2 + (1 - t/2 cot(t/2))/t^2 xi~^2 (eq. 11).
* SE(3): exp(X) = (exp(w~), dexp_w v), which is eq. (8) written without the pitch (the same
  matrix: (I - exp(w~)) (w x v)/t^2 + w w^T v/t^2 = dexp_w v);
  dexp_X = I + a1 ad + a2 ad^2 + a3 ad^3 + a4 ad^4 with a1 = (4 - t sin t - 4 cos t)/(2t^2),
  a2 = (4t - 5 sin t + t cos t)/(2t^3), a3 = (2 - t sin t - 2 cos t)/(2t^4),
  a4 = (2t - 3 sin t + t cos t)/(2t^5) (the minimal polynomial of ad_X has degree 5), and
  dexp_X^-1 = I - ad/2 + c2 ad^2 + c4 ad^4 (eq. 10) with c2 = 2/t^2 + (t + 3 sin t)/(4t(cos t - 1)),
  c4 = 1/t^4 + (t + sin t)/(4t^3 (cos t - 1)).

Below SERIES_BELOW = 0.2 every coefficient comes from its Taylor series (terms to t^8: at most
6e-15 relative at the switch, exact to round-off below), so the maps are accurate for tiny and
zero rotations where the closed forms cancel (c4 loses all digits at t = 1e-3); above it the
closed forms keep the coefficients of ad^3 and ad^4 to 1e-10 relative, whose products with ad^k
(of size t^k) stay at round-off in absolute terms.
"""

from __future__ import annotations

import numpy as np

SERIES_BELOW = 0.2

#: Taylor coefficients in powers of t^2 (t^0, t^2, ..., t^8) of each closed-form coefficient.
_SERIES = {
    "sinc": (1.0, -1 / 6, 1 / 120, -1 / 5040, 1 / 362880),
    "so3_a": (1 / 2, -1 / 24, 1 / 720, -1 / 40320, 1 / 3628800),
    "so3_b": (1 / 6, -1 / 120, 1 / 5040, -1 / 362880, 1 / 39916800),
    "so3_inv": (1 / 12, 1 / 720, 1 / 30240, 1 / 1209600, 1 / 47900160),
    "a1": (1 / 2, 0.0, -1 / 720, 1 / 20160, -1 / 1209600),
    "a2": (1 / 6, 0.0, -1 / 5040, 1 / 181440, -1 / 13305600),
    "a3": (1 / 24, -1 / 360, 1 / 13440, -1 / 907200, 1 / 95800320),
    "a4": (1 / 120, -1 / 2520, 1 / 120960, -1 / 9979200, 1 / 1245404160),
    "c2": (1 / 12, 0.0, -1 / 30240, -1 / 604800, -1 / 15966720),
    "c4": (-1 / 720, -1 / 15120, -1 / 403200, -1 / 11975040, -691 / 261534873600),
}


def _closed(name: str, t: np.ndarray) -> np.ndarray:
    s, c = np.sin(t), np.cos(t)
    forms = {
        "sinc": lambda: s / t,
        "so3_a": lambda: (1 - c) / t**2,
        "so3_b": lambda: (t - s) / t**3,
        "so3_inv": lambda: (1 - 0.5 * t / np.tan(0.5 * t)) / t**2,
        "a1": lambda: (4 - t * s - 4 * c) / (2 * t**2),
        "a2": lambda: (4 * t - 5 * s + t * c) / (2 * t**3),
        "a3": lambda: (2 - t * s - 2 * c) / (2 * t**4),
        "a4": lambda: (2 * t - 3 * s + t * c) / (2 * t**5),
        "c2": lambda: 2 / t**2 + (t + 3 * s) / (4 * t * (c - 1)),
        "c4": lambda: 1 / t**4 + (t + s) / (4 * t**3 * (c - 1)),
    }
    return forms[name]()


def coefficient(name: str, t: np.ndarray) -> np.ndarray:
    """A coefficient function of the angle t (array), series below SERIES_BELOW."""
    t = np.asarray(t, dtype=float)
    small = t < SERIES_BELOW
    out = np.empty_like(t)
    if np.any(small):
        out[small] = np.polynomial.polynomial.polyval(t[small] ** 2, _SERIES[name])
    if np.any(~small):
        with np.errstate(divide="ignore", invalid="ignore"):
            out[~small] = _closed(name, t[~small])
    return out


def hat(w: np.ndarray) -> np.ndarray:
    """Cross-product matrices of the rows of w, shape (n, 3, 3)."""
    w = np.atleast_2d(w)
    out = np.zeros(w.shape[:-1] + (3, 3))
    out[..., 0, 1], out[..., 0, 2] = -w[..., 2], w[..., 1]
    out[..., 1, 0], out[..., 1, 2] = w[..., 2], -w[..., 0]
    out[..., 2, 0], out[..., 2, 1] = -w[..., 1], w[..., 0]
    return out


def _quadratic(w: np.ndarray, alpha: np.ndarray, beta: np.ndarray) -> np.ndarray:
    """I + alpha w~ + beta w~^2 per row."""
    W = hat(w)
    return np.eye(3) + alpha[:, None, None] * W + beta[:, None, None] * (W @ W)


def _angle(w: np.ndarray) -> np.ndarray:
    return np.sqrt(np.einsum("ij,ij->i", w, w))


def so3_exp(xi: np.ndarray) -> np.ndarray:
    """exp(xi~) (eq. 9), shape (n, 3, 3)."""
    xi = np.atleast_2d(xi)
    t = _angle(xi)
    return _quadratic(xi, coefficient("sinc", t), coefficient("so3_a", t))


def so3_dexp(xi: np.ndarray) -> np.ndarray:
    """dexp_xi on so(3), shape (n, 3, 3)."""
    xi = np.atleast_2d(xi)
    t = _angle(xi)
    return _quadratic(xi, coefficient("so3_a", t), coefficient("so3_b", t))


def so3_dexpinv(xi: np.ndarray) -> np.ndarray:
    """dexp_xi^-1 on so(3) (eq. 11), shape (n, 3, 3)."""
    xi = np.atleast_2d(xi)
    t = _angle(xi)
    return _quadratic(xi, np.full_like(t, -0.5), coefficient("so3_inv", t))


def ad(X: np.ndarray) -> np.ndarray:
    """ad_X = [[w~, v~], [0, w~]] for twists X = (v, w) (eq. 7), shape (n, 6, 6)."""
    X = np.atleast_2d(X)
    out = np.zeros((X.shape[0], 6, 6))
    W = hat(X[:, 3:])
    out[:, :3, :3] = W
    out[:, 3:, 3:] = W
    out[:, :3, 3:] = hat(X[:, :3])
    return out


def se3_exp(X: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """exp of twists X = (v, w) (eq. 8): rotations (n, 3, 3) and translations (n, 3)."""
    X = np.atleast_2d(X)
    R = so3_exp(X[:, 3:])
    p = np.einsum("nij,nj->ni", so3_dexp(X[:, 3:]), X[:, :3])
    return R, p


def _polynomial_in_ad(X: np.ndarray, coefficients: list[np.ndarray]) -> np.ndarray:
    """I + sum_k coefficients[k-1] ad_X^k, shape (n, 6, 6)."""
    A = ad(X)
    out = np.broadcast_to(np.eye(6), A.shape).copy()
    power = np.broadcast_to(np.eye(6), A.shape)
    for c in coefficients:
        power = power @ A
        out += c[:, None, None] * power
    return out


def se3_dexp(X: np.ndarray) -> np.ndarray:
    """dexp_X on se(3), shape (n, 6, 6)."""
    X = np.atleast_2d(X)
    t = _angle(X[:, 3:])
    return _polynomial_in_ad(X, [coefficient(k, t) for k in ("a1", "a2", "a3", "a4")])


def se3_dexpinv(X: np.ndarray) -> np.ndarray:
    """dexp_X^-1 on se(3) (eq. 10), shape (n, 6, 6)."""
    X = np.atleast_2d(X)
    t = _angle(X[:, 3:])
    zero = np.zeros_like(t)
    return _polynomial_in_ad(
        X, [np.full_like(t, -0.5), coefficient("c2", t), zero, coefficient("c4", t)]
    )
