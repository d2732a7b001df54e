"""Suite-wide settings: hypothesis checks behaviour, never time (timing belongs in `mathcore
bench`), so no example fails for being slow on a loaded machine."""

from hypothesis import settings

settings.register_profile("mathcore", deadline=None)
settings.load_profile("mathcore")
