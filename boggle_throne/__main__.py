"""`python -m boggle_throne`: the same as the `boggle-throne` command."""

import sys

from boggle_throne.cli.main import main

sys.exit(main())
