package lib

class OpsConfig {
    static Properties load(String name) {
        def props = new Properties()
        def dir = new File(System.getenv('OPS_CONFIG_DIR') ?: '/opt/ops-scripts/config')
        new File(dir, "${name}.properties").withInputStream { props.load(it) }
        System.getenv().each { k, v ->
            def key = k.toLowerCase().replace('_', '.')
            if (props.containsKey(key)) props.setProperty(key, v)
        }
        props
    }

    static String env(String name, String fallback = null) {
        System.getenv(name) ?: fallback
    }
}
