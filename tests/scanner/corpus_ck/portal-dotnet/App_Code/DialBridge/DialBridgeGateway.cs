using System;
using System.Configuration;
using System.IO;
using System.Net;
using System.Runtime.Serialization.Json;
using System.Text;
using log4net;

namespace Korvath.Portal.DialBridge
{
    public class DialBridgeException : Exception
    {
        public int StatusCode { get; private set; }
        public bool UserNotProvisioned { get; private set; }

        public DialBridgeException(int status, string message, bool userNotProvisioned)
            : base(message)
        {
            StatusCode = status;
            UserNotProvisioned = userNotProvisioned;
        }
    }

    /// <summary>
    /// Used by the sales admin pages to manage DialBridge call lists for portal accounts.
    /// </summary>
    public class DialBridgeGateway
    {
        private static readonly ILog Log = LogManager.GetLogger(typeof(DialBridgeGateway));

        private readonly string _baseUrl;
        private readonly string _apiKey;

        public DialBridgeGateway()
        {
            _baseUrl = ConfigurationManager.AppSettings["DialBridge.BaseUrl"].TrimEnd('/');
            _apiKey = ConfigurationManager.AppSettings["DialBridge.ApiKey"];
        }

        public string GetList(string userId, string listId)
        {
            return Send("GET", "/contact-lists/" + listId, userId, null);
        }

        public string RenameList(string userId, string listId, string newName)
        {
            return Send("PATCH", "/contact-lists/" + listId, userId, "{\"name\":\"" + newName + "\"}");
        }

        public void DeleteList(string userId, string listId)
        {
            Send("DELETE", string.Format("/contact-lists/{0}", listId), userId, null);
        }

        private string Send(string method, string path, string userId, string json)
        {
            var req = (HttpWebRequest)WebRequest.Create(_baseUrl + path);
            req.Method = method;
            req.Accept = "application/json";
            req.Headers["X-Api-Key"] = _apiKey;
            req.Headers["X-User-Id"] = userId;
            req.Timeout = 15000;

            if (json != null)
            {
                var bytes = Encoding.UTF8.GetBytes(json);
                req.ContentType = "application/json";
                req.ContentLength = bytes.Length;
                using (var s = req.GetRequestStream()) { s.Write(bytes, 0, bytes.Length); }
            }

            try
            {
                using (var rsp = (HttpWebResponse)req.GetResponse())
                using (var rd = new StreamReader(rsp.GetResponseStream()))
                {
                    return rd.ReadToEnd();
                }
            }
            catch (WebException wex)
            {
                var rsp = wex.Response as HttpWebResponse;
                if (rsp == null) throw;
                int status = (int)rsp.StatusCode;
                DialBridgeErrorBody body = ReadError(rsp);
                string msg = body != null ? body.Error : wex.Message;
                Log.WarnFormat("DialBridge {0} {1} -> {2}: {3}", method, path, status, msg);

                switch (status)
                {
                    case 404:
                        if (msg == "user not found")
                            throw new DialBridgeException(status, "This sales rep is not provisioned in DialBridge.", true);
                        throw new DialBridgeException(status, "Call list no longer exists.", false);
                    case 502:
                        throw new DialBridgeException(status, "DialBridge login service is unavailable, please retry.", false);
                    case 503:
                        throw new DialBridgeException(status, "The DialBridge integration is switched off.", false);
                    default:
                        throw new DialBridgeException(status, msg, false);
                }
            }
        }

        private static DialBridgeErrorBody ReadError(HttpWebResponse rsp)
        {
            try
            {
                var ser = new DataContractJsonSerializer(typeof(DialBridgeErrorBody));
                return (DialBridgeErrorBody)ser.ReadObject(rsp.GetResponseStream());
            }
            catch
            {
                return null;
            }
        }
    }
}
