import com.lesfurets.jenkins.unit.BasePipelineTest
import org.junit.Before
import org.junit.Test

class RinglaneSmokeTestSpec extends BasePipelineTest {

    @Before
    void setUp() {
        super.setUp()
        helper.registerAllowedMethod('withCredentials', [List, Closure], { l, c -> c() })
        helper.registerAllowedMethod('string', [Map], { m -> m })
        helper.registerAllowedMethod('readJSON', [Map], { m -> [error: 'boom'] })
    }

    @Test
    void marksBuildUnstableOn502() {
        helper.registerAllowedMethod('sh', [Map], { m -> '502' })
        def unstableCalled = false
        helper.registerAllowedMethod('unstable', [String], { s -> unstableCalled = true })
        loadScript('vars/ringlaneSmokeTest.groovy').call(environment: 'staging')
        assert unstableCalled
    }

    @Test
    void passesOn200() {
        helper.registerAllowedMethod('sh', [Map], { m -> '200' })
        loadScript('vars/ringlaneSmokeTest.groovy').call(environment: 'prod')
        assertJobStatusSuccess()
    }
}
