using System.Reflection;
using FieldTech.Mobile.Services;
using FieldTech.Mobile.ViewModels;
using Microsoft.Extensions.Configuration;

namespace FieldTech.Mobile;

public static class MauiProgram
{
    public static MauiApp CreateMauiApp()
    {
        var builder = MauiApp.CreateBuilder();
        builder.UseMauiApp<App>()
               .ConfigureFonts(f => f.AddFont("OpenSans-Regular.ttf", "OpenSansRegular"));

        using var stream = FileSystem.OpenAppPackageFileAsync("appsettings.json").GetAwaiter().GetResult();
        builder.Configuration.AddJsonStream(stream);

        builder.Services.AddSingleton<SessionStore>();
        builder.Services.AddTransient<BackendAuthHandler>();
        builder.Services.AddHttpClient<BackendClient>(c =>
                c.BaseAddress = new Uri(builder.Configuration["Backend:BaseUrl"]!.TrimEnd('/') + "/"))
            .AddHttpMessageHandler<BackendAuthHandler>();

        builder.Services.AddSingleton<CallingApi>();
        builder.Services.AddSingleton<LegacyCallbackListService>();
        builder.Services.AddTransient<JobDetailViewModel>();

        return builder.Build();
    }
}
