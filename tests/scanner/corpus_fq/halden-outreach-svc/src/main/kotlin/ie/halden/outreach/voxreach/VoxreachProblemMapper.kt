package ie.halden.outreach.voxreach

import jakarta.ws.rs.core.Response
import org.eclipse.microprofile.rest.client.ext.ResponseExceptionMapper

data class VoxreachProblem(val error: ProblemBody)
data class ProblemBody(val code: String, val message: String, val requestId: String? = null)

class VoxreachProblemMapper : ResponseExceptionMapper<VoxreachException> {
    override fun toThrowable(response: Response): VoxreachException {
        val problem = runCatching { response.readEntity(VoxreachProblem::class.java) }.getOrNull()
        return when (problem?.error?.code) {
            "rate_limited", "upstream_unavailable" -> VoxreachRetryableException(problem.error.message)
            "acting_user_unknown" -> VoxreachException(response.status, "unknown user: ${problem.error.message}")
            else -> VoxreachException(response.status, problem?.error?.message ?: "HTTP ${response.status}")
        }
    }
}

open class VoxreachException(val status: Int, message: String) : RuntimeException(message)
class VoxreachRetryableException(message: String) : VoxreachException(503, message)
