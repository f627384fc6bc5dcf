from airbyte_cdk.sources.declarative.yaml_declarative_source import YamlDeclarativeSource


class SourceDialwell(YamlDeclarativeSource):
    def __init__(self):
        super().__init__(**{"path_to_yaml": "manifest.yaml"})
