"""Errors the services report to the UI and the command line; each message is meant for a person."""

from __future__ import annotations


class ServiceError(Exception):
    """Base of every error a use case reports."""


class DictionaryNameError(ServiceError, ValueError):
    """A dictionary name is unknown, taken or malformed."""


class GameDocumentError(ServiceError, ValueError):
    """A game document (the JSON the `score` command reads) is malformed."""
