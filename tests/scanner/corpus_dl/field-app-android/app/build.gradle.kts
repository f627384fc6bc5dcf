import java.util.Properties

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.serialization)
}

val localProps = Properties().apply {
    val f = rootProject.file("local.properties")
    if (f.exists()) f.inputStream().use { load(it) }
}

android {
    namespace = "com.tallyfield.field"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.tallyfield.field"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"

        buildConfigField("String", "BACKEND_URL", "\"https://field.tallyfield.com/api/v1/\"")
        buildConfigField("String", "RINGWELL_BASE_URL", "\"https://api.ringwell.io/api/public/v1/\"")
        buildConfigField("String", "RINGWELL_API_KEY", "\"rw_Tq7mN2xLp9Rk4VbZ8sHe3Jd6\"")
        buildConfigField("String", "MAPS_API_KEY", "\"${localProps.getProperty("maps.apiKey", "")}\"")
    }

    buildTypes {
        debug {
            applicationIdSuffix = ".debug"
            buildConfigField("String", "BACKEND_URL", "\"https://field.staging.tallyfield.com/api/v1/\"")
            buildConfigField("String", "RINGWELL_BASE_URL", "\"https://sandbox.ringwell.io/api/public/v1/\"")
            buildConfigField("String", "RINGWELL_API_KEY", "\"${localProps.getProperty("ringwell.apiKey", "")}\"")
        }
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    buildFeatures {
        buildConfig = true
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions {
        jvmTarget = "17"
    }
}

dependencies {
    implementation(libs.androidx.lifecycle.viewmodel.ktx)
    implementation(libs.ktor.client.core)
    implementation(libs.ktor.client.okhttp)
    implementation(libs.ktor.client.content.negotiation)
    implementation(libs.ktor.serialization.kotlinx.json)
    implementation(libs.kotlinx.serialization.json)
    testImplementation(libs.junit)
    testImplementation(libs.ktor.client.mock)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.turbine)
}
