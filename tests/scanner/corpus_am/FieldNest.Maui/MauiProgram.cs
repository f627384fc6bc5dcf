using System.Reflection;
using FieldNest.Maui.Services;
using FieldNest.Maui.Services.Backend;
using FieldNest.Maui.Services.Dialstream;
using Microsoft.Extensions.Configuration;

namespace FieldNest.Maui;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder.UseMauiApp<App>();

        using var stream = Assembly.GetExecutingAssembly()
            .GetManifestResourceStream("FieldNest.Maui.appsettings.json")!;
        builder.Configuration.AddJsonStream(stream);

        builder.UseSentry(o =>
        {
            o.Dsn = builder.Configuration["Sentry:Dsn"];
            o.TracesSampleRate = builder.Configuration.GetValue<double>("Sentry:TracesSampleRate");
        });

        builder.Services.AddSingleton<ISessionService, SessionService>();
        builder.Services.AddTransient<DialstreamRetryHandler>();
        builder.Services.AddHttpClient<DialstreamClient>()
            .AddHttpMessageHandler<DialstreamRetryHandler>();
        builder.Services.AddHttpClient<BackendClient>(c =>
            c.BaseAddress = new Uri(builder.Configuration["Backend:BaseUrl"]!));

        return builder.Build();
    }
}
