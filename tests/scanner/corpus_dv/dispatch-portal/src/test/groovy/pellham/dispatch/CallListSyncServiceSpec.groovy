package pellham.dispatch

import grails.testing.gorm.DataTest
import grails.testing.services.ServiceUnitTest
import pellham.ringlane.RinglaneApiException
import spock.lang.Specification

class CallListSyncServiceSpec extends Specification implements ServiceUnitTest<CallListSyncService>, DataTest {

    def setupSpec() { mockDomains(Branch, Callback, Customer) }

    def setup() {
        service.ringlaneClientService = Mock(RinglaneClientService)
    }

    void "skips a branch whose manager has no dialer seat"() {
        given:
        def branch = new Branch(code: 'NW', name: 'Northwest', managerEmail: 'mgr@pellhamhome.com').save(validate: false)
        service.ringlaneClientService.post(_, _, _) >> { throw new RinglaneApiException(404, '{"error":"user not found"}') }

        when:
        def r = service.syncBranch(branch)

        then:
        r.skipped
        r.pushed == 0
    }

    void "recreates list when the stored id is gone"() {
        given:
        def branch = new Branch(code: 'SE', name: 'Southeast', ringlaneListId: 'cl_old', managerEmail: 'mgr2@pellhamhome.com').save(validate: false)
        service.ringlaneClientService.get(_) >> { throw new RinglaneApiException(404, '{"error":"contact list not found"}') }
        service.ringlaneClientService.post(_, _, _) >> [id: 'cl_new']

        expect:
        service.ensureListForBranch(branch) == 'cl_new'
    }
}
