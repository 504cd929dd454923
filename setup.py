"""Build hook: an editable install (``pip install -e``) also installs the data files, as a normal install does.

pyproject.toml holds the whole configuration. Its ``[tool.setuptools.data-files]`` puts binder/overrides.json
where JupyterLab reads settings overrides for the environment, so the README's lab command starts with Binder's
settings. setuptools' editable wheels skip data files (their ``_run_install("data")`` asks the distribution for
``has_data``, which setuptools' Distribution does not have; it has ``has_data_files``), so this hook runs
``install_data`` itself. tests/test_lab_settings.py installs the project editable into a fresh venv to check it.
"""

from setuptools import setup
from setuptools.command.editable_wheel import editable_wheel


class EditableWheelWithData(editable_wheel):
    """setuptools' editable wheel, plus the data files (into the wheel's ``.data/data``, installed under sys.prefix)."""

    def _run_install(self, category: str) -> None:
        if category == "data" and self.distribution.has_data_files():
            self.run_command("install_data")
            return
        super()._run_install(category)


setup(cmdclass={"editable_wheel": EditableWheelWithData})
