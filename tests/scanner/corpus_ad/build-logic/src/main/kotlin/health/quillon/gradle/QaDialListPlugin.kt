package health.quillon.gradle

import org.gradle.api.Plugin
import org.gradle.api.Project
import org.gradle.api.provider.Property

interface QaDialListExtension {
    val apiRoot: Property<String>
    val apiKey: Property<String>
    val actingUserEmail: Property<String>
}

/** Registers `publishQaDialList`, used by release builds to seed the QA call list in Ringmesh. */
class QaDialListPlugin : Plugin<Project> {
    override fun apply(project: Project) {
        val ext = project.extensions.create("qaDialList", QaDialListExtension::class.java)
        ext.apiRoot.convention(
            project.providers.environmentVariable("RINGMESH_API_ROOT")
                .orElse("https://api.ringmesh.io/api/public/v1")
        )
        ext.apiKey.convention(project.providers.environmentVariable("RINGMESH_API_KEY"))
        ext.actingUserEmail.convention("release-bot@quillon.health")
        project.tasks.register("publishQaDialList", PublishQaDialListTask::class.java) {
            apiRoot.set(ext.apiRoot)
            apiKey.set(ext.apiKey)
            actingUserEmail.set(ext.actingUserEmail)
            phonesFile.set(project.layout.projectDirectory.file("qa/phones.txt"))
        }
    }
}
