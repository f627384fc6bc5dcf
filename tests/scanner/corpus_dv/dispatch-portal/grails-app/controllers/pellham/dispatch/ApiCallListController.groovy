package pellham.dispatch

import grails.converters.JSON
import pellham.ringlane.RinglaneApiException

class ApiCallListController {

    static responseFormats = ['json']

    CallListSyncService callListSyncService

    def sync(String code) {
        def branch = Branch.findByCode(code)
        if (!branch) {
            response.status = 404
            render([error: "no branch ${code}"] as JSON)
            return
        }
        try {
            def result = callListSyncService.syncBranch(branch)
            render([branch: result.branch, pushed: result.pushed, rejected: result.rejected, skipped: result.skipped, note: result.note] as JSON)
        } catch (RinglaneApiException e) {
            switch (e.status) {
                case 401:
                    response.status = 500
                    render([error: 'dialer credentials rejected - check RINGLANE_API_KEY'] as JSON)
                    break
                case 502:
                    response.status = 503
                    response.setHeader('Retry-After', '30')
                    render([error: 'dialer login provider unreachable, try again shortly'] as JSON)
                    break
                default:
                    response.status = 502
                    render([error: e.errorMessage ?: 'dialer error'] as JSON)
            }
        }
    }
}
